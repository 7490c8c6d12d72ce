/** What identifies the inputs of a run: the data file(s) and which of their rows were scored, in order. */
export interface InputsIdentity {
    format: string;
    /** sha256 of the dataset file. */
    sha256: string;
    /** sha256 of the functions file of a clone dataset; null when there is none. */
    functionsSha256: string | null;
    /** Dataset file row of each scored input, in scoring order (the pipeline's `Scores.rows`). */
    rows: readonly number[];
}
/**
 * Digest of the inputs of a run: sha256 (hex) of the dataset's format, its
 * file digests and the list of file rows scored, in order.
 *
 * Two runs with equal digests scored the same inputs in the same order, so
 * input i of one is input i of the other. The path is left out (the same
 * file may sit elsewhere on the base branch's runner); the row list is kept,
 * because a change of selection (a limit, a split, a pair mode that drops
 * rows) changes which inputs there are even when the file is the same.
 *
 * @example
 * inputsDigest({ format: 'jsonl', sha256: 'ab', functionsSha256: null, rows: [0, 1, 2] });
 * // sha256 of '{"format":"jsonl","sha256":"ab","functionsSha256":null,"rows":[0,1,2]}'
 */
export declare function inputsDigest(identity: InputsIdentity): string;
