/**
 * The shape a Report's completions section must have when read from
 * outside (a baseline, the action's `report` input): every number a
 * renderer prints is a number, every list a list, every text a string.
 * parse.ts calls {@link completionsSectionProblem} on the section.
 */
/**
 * The first field of a completions section (docs/spec.md §10.7) that is not
 * what the renderers print, as "completions.original.identical.count is
 * "3", not a count"; null when the section has the shape. Counts are
 * non-negative integers; fields this version does not know are ignored.
 */
export declare function completionsSectionProblem(section: unknown, at?: string): string | null;
