import type { ArtifactCache, Logger } from './actions-cache.js';
import type { CachedOutcomes, CachedOutputs, CachedScores, TeacherOutputsCache } from './types.js';
/**
 * Every count of a model's encoding counts (the pipeline's FedCounts), in
 * the order an outputs file stores them: the one list a cached entry and a
 * shard's partial are checked, summed and digested by.
 */
export declare const FED_KEYS: readonly ["countedTokens", "unknownTokens", "functions", "functionsWithoutGraph", "renormalised"];
export declare function encodeOutputs(key: string, outputs: CachedOutputs): Buffer;
/**
 * Why `counts` are not `role`'s encoding counts over `rows` rows (`theRows`
 * names them: "the shard's", "the entry's"), or null: each a count, no more
 * unknown tokens than tokens counted, no more functions without a data-flow
 * graph than functions fed, no more renormalised rows than rows. A shard's
 * partial and a cached entry are checked alike.
 */
export declare function fedCountsProblem(counts: Record<string, unknown>, rows: number, where: {
    role: string;
    theRows: string;
}): string | null;
/** The outputs in `buffer` saved under `key`, or a reason why it is not a usable file. */
export declare function decodeOutputs(key: string, buffer: Buffer): CachedOutputs | string;
export declare function encodeScores(key: string, scores: CachedScores): Buffer;
/** The scores in `buffer` saved under `key`, or a reason why it is not a usable file. */
export declare function decodeScores(key: string, buffer: Buffer): CachedScores | string;
export declare function encodeOutcomes(key: string, outcomes: CachedOutcomes): string;
/** Why `o` is not an outcome the teacher's search can have returned, or null when it is one. */
export declare function outcomeProblem(o: unknown): string | null;
/** The outcomes in `text` saved under `key`, or a reason why it is not a usable file. */
export declare function decodeOutcomes(key: string, text: string): CachedOutcomes | string;
/** The key of the mark saying that a run refused the outputs of this sha256 under `key`. */
export declare const refusedKey: (key: string, sha256: string) => string;
/**
 * A TeacherOutputsCache over an ArtifactCache: each entry is one file under
 * `dir` (keep it at the same absolute path on every run: the Actions cache
 * version depends on the paths saved).
 */
export declare function createTeacherOutputsCache(cache: ArtifactCache, dir: string, log: Logger): TeacherOutputsCache;
