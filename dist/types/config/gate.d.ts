import { type PairedOptions } from '../relations/paired/paired-options.js';
import { type RelationsOptions } from '../relations/types.js';
import { type Task } from './names.js';
import { type Resolve, type Section } from './section.js';
import { type GateConfig } from './types.js';
export declare function readRelations(r: Section): RelationsOptions;
/**
/**
 * Reads the `gate` section. `classes`: the config's `labels` and task, which
 * name the classes `gate.directions` may name. A classifier's ceilings are
 * `gate.ceilings.mr1` … `mr4` (and `negative-flips`); task code-completion's
 * per-position ones are named by what they count (COMPLETION_CEILING_KEYS:
 * top1-disagreement, kl-above-epsilon, confidence-lost,
 * calibration-bins-apart), with their own defaults, and it has no class
 * directions.
 */
export declare function readGate(g: Section, resolve: Resolve, classes: {
    labels: string[] | null;
    task: Task;
}): GateConfig;
/**
 * Default of `gate.baseline-max-age-days`. A baseline is the base branch's
 * last report; after a month the base branch has usually moved (models,
 * data, thresholds), so the comparison is still made but flagged.
 */
export declare const DEFAULT_BASELINE_MAX_AGE_DAYS = 30;
/**
 * Reads the `gate.paired` value of a parsed config.
 *
 * @param raw - the value under the key: undefined (absent: defaults), `off`,
 *   false or null (paired test off), or a mapping with `alpha` and/or
 *   `min-effect`.
 * @param where - the key's dotted path, for messages.
 * @returns the options, or null when the paired test is off.
 * @throws InputError naming the key, the bad value and what is allowed, for
 *   a value of the wrong kind, a number out of range, or an unknown key.
 *
 * @example
 * parsePairedOptions(undefined);             // { alpha: 0.05, minEffect: 0.01 }
 * parsePairedOptions({ 'min-effect': 0.02 }); // { alpha: 0.05, minEffect: 0.02 }
 * parsePairedOptions('off');                 // null
 */
export declare function parsePairedOptions(raw: unknown, where?: string): PairedOptions | null;
/**
 * Reads `gate.baseline-max-age-days`: undefined gives the default (30), `off`,
 * false or null give null (never warn), otherwise a number > 0 (fractions of
 * a day allowed).
 *
 * @throws InputError naming the key, the bad value and what is allowed.
 *
 * @example
 * parseBaselineMaxAgeDays(undefined); // 30
 * parseBaselineMaxAgeDays(7);         // 7
 * parseBaselineMaxAgeDays('off');     // null
 */
export declare function parseBaselineMaxAgeDays(raw: unknown, where?: string): number | null;
