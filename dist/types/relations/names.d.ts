import type { Rate, RelationName, Relations } from './types.js';
/** The four relations in report order. */
export declare const RELATION_NAMES: readonly RelationName[];
/** Where each relation sits in a Relations object (and in a Report's `relations`). */
export declare const RELATION_KEYS: {
    readonly MR1: "mr1";
    readonly MR2: "mr2";
    readonly MR3: "mr3";
    readonly MR4: "mr4";
};
/** The violation rate of one relation. */
export declare function relationRate(relations: Relations, name: RelationName): Rate;
