import { type Outcome, type SearchContext } from './search.js';
/** Reference inputs per attacked input. */
export declare const CODA_REFERENCES = 3;
/** The coda-style search on one correctly predicted input; see the module comment. */
export declare function codaSearch(ctx: SearchContext): Promise<Outcome>;
