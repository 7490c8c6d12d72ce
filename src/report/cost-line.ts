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

/** "3.41 ms/input median (95% CI 3.30–3.62, 9 rounds of 16 inputs)". */
function latencyText(latency: Latency): string {
  const ci = latency.ci95;
  const interval = ci === null ? 'no interval' : `95% CI ${ci[0].toFixed(2)}–${ci[1].toFixed(2)}`;
  const rounds = latency.rounds === 1 ? 'one pass' : `${latency.rounds} rounds`;
  return `${latency.medianMs.toFixed(2)} ms/input median (${interval}, ${rounds} of ${latency.inputs} inputs)`;
}

/** One model's figures: "teacher 124.6M parameters, 498.6 MB, 3.41 ms/input median (95% CI 3.30–3.62, 9 rounds of 16 inputs), 293 inputs/s". */
function modelFigures(role: string, cost: ModelCost, speed: boolean): string {
  if (cost.source === 'outputs') return `${role}: precomputed outputs, no cost`;
  const parameters =
    cost.parameters === null
      ? 'parameters unknown'
      : `${parametersText(cost.parameters)} parameters`;
  const parts = [`${role} ${parameters}`, bytesText(cost.fileBytes)];
  const latency = cost.latency;
  if (speed && latency !== null) {
    parts.push(latencyText(latency));
    if (latency.throughput !== null) parts.push(`${latency.throughput.toFixed(0)} inputs/s`);
  }
  return parts.join(', ');
}

/**
 * Each model's figures and the process's peak memory, or null without cost.
 * Latency is per input (the timing step's rounds on this runner); the
 * memory is the whole process's.
 */
export function costDetails(report: Report, speed = true): string | null {
  const cost = report.cost;
  if (cost === undefined) return null;
  const memory = speed
    ? `; peak memory ${bytesText(cost.peakRssBytes)} (the process, both models loaded)`
    : '';
  return `${modelFigures('teacher', cost.teacher, speed)}; ${modelFigures('student', cost.student, speed)}${memory}`;
}
