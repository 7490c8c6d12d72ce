import type { HardLabelModels, Mr2Result, Mr3Result, Mr4Result, RelationsOptions } from './types.js';
/**
 * The reason a relation needs probabilities, as its report says it:
 * "needs probabilities; the student gave predicted classes only (output: labels)".
 */
export declare function needsProbabilities(hard: HardLabelModels): string;
/**
 * MR2, MR3 and MR4 not computed: no inputs counted, every rate undefined, and
 * MR3's and MR4's reasons saying what they need. `labelled` is kept (MR4
 * reports how many labelled inputs it had).
 */
export declare function notComputed(hard: HardLabelModels, options: RelationsOptions, labelled: number): {
    mr2: Mr2Result;
    mr3: Mr3Result;
    mr4: Mr4Result;
};
