import { type Section } from './section.js';
import { type NoiseFloorConfig, type WhereItBreaksConfig } from './types.js';
/** `where-it-breaks`: absent, null, off or false: not compared; true: the defaults. */
export declare function readWhereItBreaks(root: Section): WhereItBreaksConfig | null;
/** `noise-floor`: absent, null, off or false: not measured; true: the default inputs. */
export declare function readNoiseFloor(root: Section): NoiseFloorConfig | null;
