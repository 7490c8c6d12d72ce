import type { NoiseFloorReport, RuntimeSettings } from './types.js';
/** A KL in nats with two significant digits ("1.8e-14"); 0 as "0"; undefined as an em dash. */
export declare function klCell(value: number | null): string;
/** The table's rows, header first: each setting, then the student; null without a measured floor. */
export declare function noiseFloorRows(floor: NoiseFloorReport | undefined): string[][] | null;
/** What the runtime ran with, one sentence; `text` writes the runtime's own strings (untrusted in a report read back). */
export declare function runtimeLine(runtime: RuntimeSettings, text: (s: string) => string): string;
/** The verdict line: whether the student's disagreement is within the floor; or why there is no floor. */
export declare function noiseFloorLine(floor: NoiseFloorReport | undefined, text: (s: string) => string): string | null;
/** What the table means, one paragraph. */
export declare const NOISE_FLOOR_NOTE: string;
/** The section in Markdown: the verdict line, the table, what the runtime ran with; null when not asked for. */
export declare function noiseFloorMarkdown(floor: NoiseFloorReport | undefined): string | null;
/** The section for a terminal, within TERMINAL_WIDTH; null when not asked for. */
export declare function noiseFloorTerminal(floor: NoiseFloorReport | undefined): string | null;
