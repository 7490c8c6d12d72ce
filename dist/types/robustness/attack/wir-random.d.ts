import { type AttackMethodDescriptor, type Outcome, type SearchContext } from './search.js';
/** The random candidates per identifier (wir_random_attack's "num < 30"). */
export declare const WIR_CANDIDATES = 30;
/** wir-random: x's importance queries, then 30 random names per identifier, its batch. */
export declare const WIR_RANDOM: AttackMethodDescriptor;
/** WIR-Random on one correctly predicted input; see the module comment. */
export declare function wirRandomSearch(ctx: SearchContext): Promise<Outcome>;
