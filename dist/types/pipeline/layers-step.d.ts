import type { WhereItBreaksReport } from '../report/types.js';
import type { Scored } from './score.js';
import type { Run } from './session.js';
/**
 * The per-layer comparison of a run that asked for it (`where-it-breaks:`);
 * undefined when not asked for or when the time limit has passed (it is
 * reported, never gated, so it is left out).
 *
 * @throws InputError when a name of an explicit `layers:` list is in neither
 *   form in its graph.
 */
export declare function layersStep(run: Run, { scores, examples: kept }: Scored): Promise<WhereItBreaksReport | undefined>;
