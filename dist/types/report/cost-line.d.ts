import type { Report } from './types.js';
/** Bytes in decimal units, as model sizes are quoted: "476.5 MB", "3.0 MB", "812 kB". */
export declare function bytesText(bytes: number): string;
/** A parameter count: "124.6M", "3.1M", "45.2k". */
export declare function parametersText(count: number): string;
/**
 * The one line, or null for a report without cost (merged shards, older
 * reports). `speed` false leaves the latency out (the PR comment, whose
 * bytes must not change between reruns of the same result).
 */
export declare function costLine(report: Report, speed?: boolean): string | null;
/**
 * What a latency is per: a classifier's input, or a causal language
 * model's position (its rounds time windows and divide by the positions
 * they score), whose microseconds the figures are written in.
 */
export interface LatencyUnit {
    /** What the figures are written in: "ms", or "µs". */
    symbol: string;
    /** Milliseconds times this are the figure: 1, or 1000. */
    scale: number;
    /** Decimals of the figure in a report's line (a table has one). */
    digits: number;
    /** "input", "position". */
    per: string;
}
/** The unit of a report's latencies: per position where its relations count positions. */
export declare function latencyUnit(report: Pick<Report, 'relations'>): LatencyUnit;
/**
 * Each model's figures and the process's peak memory, or null without cost.
 * Latency is per input, or per position of a causal language model (the
 * timing step's rounds on this runner); the memory is the whole process's.
 */
export declare function costDetails(report: Report, speed?: boolean): string | null;
