/** What is wrong with a report's `whereItBreaks` (its texts and lists; NUMBER_FIELDS checks its numbers), or null. */
export declare function whereItBreaksProblem(found: unknown): string | null;
/** What is wrong with a report's `noiseFloor` (its texts and lists; NUMBER_FIELDS checks its numbers), or null. */
export declare function noiseFloorProblem(floor: unknown): string | null;
