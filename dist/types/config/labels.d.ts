/** `labels`: a list of at least two distinct, non-empty class names; absent or null: the task's defaults. */
export declare function readLabels(value: unknown): string[] | null;
