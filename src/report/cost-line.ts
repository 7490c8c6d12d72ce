/**
 * What the student buys, in one line (docs/spec.md §7): "student 5.1×
 * smaller, 4.2× faster than its teacher, disagrees on 17.5% of inputs", and
 * each model's figures behind it.
 */
import { speedClaim, type Latency, type Speedup } from '../cost/latency.js';
import { costRatios, type ModelCost } from '../cost/model-cost.js';
import { percent } from './numbers.js';
import type { Report } from './types.js';

/** "5.1× smaller", or "1.3× larger" when the ratio is below 1. */
function times(ratio: number, more: string, less: string): string {
  return ratio >= 1 ? `${ratio.toFixed(1)}× ${more}` : `${(1 / ratio).toFixed(1)}× ${less}`;
}

/** Bytes in decimal units, as model sizes are quoted: "476.5 MB", "3.0 MB", "812 kB". */
export function bytesText(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.round(bytes / 1e3)} kB`;
}

/** A parameter count: "124.6M", "3.1M", "45.2k". */
export function parametersText(count: number): string {
  if (count >= 1e9) return `${(count / 1e9).toFixed(2)}B`;
  if (count >= 1e6) return `${(count / 1e6).toFixed(1)}M`;
  if (count >= 1e3) return `${(count / 1e3).toFixed(1)}k`;
  return String(count);
}

/** Why a model's latency is not in the comparison, or null when it is. */
function latencyMissing(role: string, cost: ModelCost): string | null {
  if (cost.source === 'outputs') return null;
  if (cost.measuredOn === 'not-run')
    return `the ${role} was not timed (its outputs were restored from the cache)`;
  return cost.latency === null ? `the ${role} was not timed in this run` : null;
}

/**
 * The one line, or null for a report without cost (merged shards, older
 * reports). `speed` false leaves the latency out (the PR comment, whose
 * bytes must not change between reruns of the same result).
 */
export function costLine(report: Report, speed = true): string | null {
  const cost = report.cost;
  if (cost === undefined) return null;
  const mr1 = report.relations.mr1.rate;
  const unit = report.relations.unit === 'positions' ? 'next tokens' : 'inputs';
  const disagrees = mr1 === null ? '' : `, disagrees on ${percent(mr1)} of ${unit}`;
  const { teacher, student } = cost;
  if (teacher.source === 'outputs' || student.source === 'outputs') {
    const which = teacher.source === 'outputs' ? 'teacher' : 'student';
    return `student vs teacher: no cost to compare (the ${which} is precomputed outputs, which cost nothing to read)${disagrees}`;
  }
  const ratios = costRatios(teacher, student);
  const parts: string[] = [];
  if (ratios.smaller !== null) parts.push(times(ratios.smaller, 'smaller', 'larger'));
  const missing = latencyMissing('teacher', teacher) ?? latencyMissing('student', student);
  const speedup = cost.speedup ?? null;
  if (speed && speedup !== null) parts.push(speedText(speedup));
  const body = parts.length === 0 ? 'student' : `student ${parts.join(', ')} than its teacher`;
  return `${body}${disagrees}${speed && missing !== null ? `; ${missing}` : ''}`;
}

/**
 * "4.2× faster (95% CI 3.9–4.6×)" only where the interval of the paired
 * ratio excludes 1; otherwise "no measurable difference in speed", since
 * the median alone would be noise speaking.
 */
function speedText(speedup: Speedup): string {
  const claim = speedClaim(speedup);
  if (claim === 'no measurable difference') return 'no measurable difference in speed';
  const [low, high] = speedup.ci95 ?? [speedup.median, speedup.median];
  const interval =
    claim === 'faster'
      ? `${low.toFixed(1)}–${high.toFixed(1)}×`
      : `${(1 / high).toFixed(1)}–${(1 / low).toFixed(1)}×`;
  return `${times(speedup.median, 'faster', 'slower')} (95% CI ${interval})`;
}

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

const PER_INPUT: LatencyUnit = { symbol: 'ms', scale: 1, digits: 2, per: 'input' };
const PER_POSITION: LatencyUnit = { symbol: 'µs', scale: 1000, digits: 1, per: 'position' };

/** The unit of a report's latencies: per position where its relations count positions. */
export function latencyUnit(report: Pick<Report, 'relations'>): LatencyUnit {
  return report.relations.unit === 'positions' ? PER_POSITION : PER_INPUT;
}

/** "3.41 ms/input median (95% CI 3.30–3.62, 9 rounds of 16 inputs)"; "41.2 µs/position median (…, 9 rounds of 2139 positions)". */
function latencyText(latency: Latency, unit: LatencyUnit): string {
  const ci = latency.ci95;
  const value = (ms: number) => (ms * unit.scale).toFixed(unit.digits);
  const interval = ci === null ? 'no interval' : `95% CI ${value(ci[0])}–${value(ci[1])}`;
  const rounds = latency.rounds === 1 ? 'one pass' : `${latency.rounds} rounds`;
  return `${value(latency.medianMs)} ${unit.symbol}/${unit.per} median (${interval}, ${rounds} of ${latency.inputs} ${unit.per}s)`;
}

/** One model's figures: "teacher 124.6M parameters, 498.6 MB, 3.41 ms/input median (95% CI 3.30–3.62, 9 rounds of 16 inputs), 293 inputs/s". */
function modelFigures(role: string, cost: ModelCost, speed: boolean, unit: LatencyUnit): string {
  if (cost.source === 'outputs') return `${role}: precomputed outputs, no cost`;
  const parameters =
    cost.parameters === null
      ? 'parameters unknown'
      : `${parametersText(cost.parameters)} parameters`;
  const parts = [`${role} ${parameters}`, bytesText(cost.fileBytes)];
  const latency = cost.latency;
  if (speed && latency !== null) {
    parts.push(latencyText(latency, unit));
    if (latency.throughput !== null) parts.push(`${latency.throughput.toFixed(0)} ${unit.per}s/s`);
  }
  return parts.join(', ');
}

/**
 * Each model's figures and the process's peak memory, or null without cost.
 * Latency is per input, or per position of a causal language model (the
 * timing step's rounds on this runner); the memory is the whole process's.
 */
export function costDetails(report: Report, speed = true): string | null {
  const cost = report.cost;
  if (cost === undefined) return null;
  const memory = speed
    ? `; peak memory ${bytesText(cost.peakRssBytes)} (the process, both models loaded)`
    : '';
  const unit = latencyUnit(report);
  return `${modelFigures('teacher', cost.teacher, speed, unit)}; ${modelFigures('student', cost.student, speed, unit)}${memory}`;
}
