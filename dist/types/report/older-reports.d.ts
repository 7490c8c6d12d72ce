import type { Report } from './types.js';
/**
 * Brings a report written before a field was added to today's shape, once,
 * so that the gate and the renderers read one shape: a lone `attack` ran the
 * greedy search (the only one then); no interval, flip list or restructured
 * count was kept; alert's time outside its budget was its substitutes' (and
 * coda's similarities were within it); a check's cause is what the gate of
 * then decided it from; no check was inconclusive (the point estimate decided every ceiling); MR4
 * counted a bin apart by its point estimate, so its rate had no undecided
 * bin and no range, and the study's count beside it was not kept (see
 * normaliseMr4).
 */
export declare function normalise(report: Report): Report;
