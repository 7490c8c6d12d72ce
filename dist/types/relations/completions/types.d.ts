/**
 * The shapes of "completions compared" (docs/spec.md §10): plain data, so a
 * Report holds them as JSON and reads them back without loss.
 */
/** k of n prompts with the share's 95% Wilson interval. */
export interface Share {
    count: number;
    n: number;
    /** count / n; null when n = 0. */
    share: number | null;
    /** [low, high] Wilson 95% interval; null when n = 0. */
    ci95: [number, number] | null;
}
/** The mean of one value per prompt, with its 95% normal interval. */
export interface Mean {
    n: number;
    /** null when n = 0. */
    mean: number | null;
    /** mean ± z·s/√n (s the sample standard deviation), clamped; null when n < 2. */
    ci95: [number, number] | null;
}
/**
 * One yes/no outcome observed twice on the same prompts (first and second:
 * x and T(x), or the teacher and the student), as a 2x2 table.
 */
export interface PairedTable {
    /** Yes both times. */
    both: number;
    /** Yes the first time only. */
    firstOnly: number;
    /** Yes the second time only. */
    secondOnly: number;
    /** No both times. */
    neither: number;
}
/** The change of a share from the first observation to the second, paired by prompt. */
export interface PairedChange {
    table: PairedTable;
    n: number;
    /** (secondOnly − firstOnly) / n: the second share minus the first; null when n = 0. */
    change: number | null;
    /** Newcombe's paired 95% interval of `change` (his method 10); null when n = 0. */
    ci95: [number, number] | null;
    /** McNemar's exact two-sided p-value on the discordant prompts (1 when they balance). */
    pValue: number;
    /** ln pValue, finite where pValue underflows to 0. */
    logPValue: number;
}
/** What the two models' greedy completions of one prompt give. */
export interface CompletionOutcome {
    /** The two completions are the same token ids. */
    identical: boolean;
    /** editSimilarity of the two completions' texts, in [0, 1]. */
    similarity: number;
    /** The prompt followed by the teacher's completion parses (docs/spec.md §10.4). */
    teacherParses: boolean;
    studentParses: boolean;
    /** The teacher stopped at end-of-text (not at the token limit). */
    teacherFinished: boolean;
    studentFinished: boolean;
}
/** Both models' completions of the same prompts, compared. */
export interface CompletionComparison {
    prompts: number;
    /** Prompts whose two completions are identical. */
    identical: Share;
    /** The mean edit similarity of the two completions. */
    similarity: Mean;
    /** Prompts where the prompt and the model's completion parse. */
    teacherParses: Share;
    studentParses: Share;
    /** The student's parse share minus the teacher's, paired by prompt. */
    parsesChange: PairedChange;
    /** Prompts where the model stopped at end-of-text within the token limit. */
    teacherFinished: Share;
    studentFinished: Share;
}
/**
 * One transformation kind: the same rows' prompts cut from x and from T(x),
 * over the rows T changed.
 */
export interface TransformedCompletions {
    kind: string;
    /** Both models on the prompts of x (these rows only). */
    original: CompletionComparison;
    /** Both models on the prompts of T(x). */
    transformed: CompletionComparison;
    /** The identical share on T(x) minus on x: the study's finding as a number. */
    identicalChange: PairedChange;
    /** The mean of (similarity on T(x) − similarity on x) per row. */
    similarityChange: Mean;
    /** Rows T left unchanged (no site), could not transform, or left no prompt. */
    unchanged: number;
    notTransformable: number;
    noPrompt: number;
}
/** A prompt whose two completions differ most, shown in the report. */
export interface CompletionExample {
    /** The row of the data set the prompt was cut from (0-based, as written). */
    row: number;
    /** The prompt's last lines (at most 3). */
    promptEnd: string;
    teacher: string;
    student: string;
    similarity: number;
}
/** The Report's section (docs/spec.md §10.7). */
export interface CompletionsSection {
    /** The settings the section was computed with. */
    settings: {
        /** Prompts asked for (N); fewer are made when the rows run out. */
        prompts: number;
        maxNewTokens: number;
        cut: number;
        /** The grammar prompts and completions are parsed with. */
        language: string;
    };
    /** Rows read until N prompts were made: those that gave one, and why the others did not. */
    rows: {
        prompted: number;
        unparsable: number;
        noPrompt: number;
    };
    /** Both models on the prompts of x. */
    original: CompletionComparison;
    /** Per transformation kind, in the configured order; empty without transforms. */
    transformed: TransformedCompletions[];
    /** Up to 3 prompts of x with the least similar completions, least first. */
    examples: CompletionExample[];
}
