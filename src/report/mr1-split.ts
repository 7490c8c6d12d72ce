/**
 * MR1 split, for the Markdown and terminal reports: by which model is right
 * (negative and positive flips, with labels) and by the classes predicted
 * (teacher class → student class), and the checks the gate holds them to
 * (`gate.directions`, `gate.ceilings.negative-flips`). Pure: they read the
 * report and decide nothing.
 */
import { splitChecks as gateSplitChecks } from '../gate/index.js';
import type { Check, CheckStatus, SplitCheckId } from '../gate/types.js';

export type { SplitCheckId };
import { directionRate, rate as rateOfCounts } from '../relations/index.js';
import type { Rate } from '../relations/types.js';
import { className } from './class-names.js';
import { deltaPoints, interval, percent, rateWithCount } from './numbers.js';
import type { Report } from './types.js';

/** The checks on MR1's split in the verdict: its directions, then its negative flips. */
export function splitChecks(report: Report): (Check & { id: SplitCheckId })[] {
  return gateSplitChecks(report.gate);
}

/** A direction check's classes from its id (`direction:1-to-0` → [1, 0]); null for negative flips. */
function directionClasses(id: SplitCheckId): [number, number] | null {
  const match = /^direction:(\d+)-to-(\d+)$/.exec(id);
  return match === null ? null : [Number(match[1]), Number(match[2])];
}

/**
 * A split check's name as the status line and the tables write it:
 * "vulnerable → not vulnerable" (teacher's class → student's), or "negative
 * flips". `name` writes a class name (the Markdown neutralises it).
 */
export function splitName(
  report: Report,
  id: SplitCheckId,
  name: (text: string) => string = String,
): string {
  const classes = directionClasses(id);
  if (classes === null) return 'negative flips';
  return `${name(className(report, classes[0]))} → ${name(className(report, classes[1]))}`;
}

/** The rate a split check holds: the direction's share of all inputs, or the negative flips' of the labelled. */
export function splitRate(report: Report, id: SplitCheckId): Rate {
  const { relations } = report;
  const classes = directionClasses(id);
  if (classes === null) return relations.flips?.negativeFlips ?? rateOfCounts(0, 0);
  if (relations.directions === undefined) return rateOfCounts(0, 0);
  return directionRate(relations.directions, classes[0], classes[1], relations.mr1.n);
}

/**
 * The split checks' table rows: the name, the rate with its count, its
 * interval, the ceiling, the base and the change when a baseline was
 * compared, the status; empty without such checks.
 */
export function splitRows(
  report: Report,
  status: (s: CheckStatus) => string,
  name: (text: string) => string = String,
): string[][] {
  const withBaseline = report.baseline !== null;
  return splitChecks(report).map((check) => {
    const rate = splitRate(report, check.id);
    return [
      splitName(report, check.id, name),
      rateWithCount(rate),
      interval(rate),
      percent(check.ceiling),
      ...(withBaseline ? [percent(check.baseline), deltaPoints(rate.rate, check.baseline)] : []),
      status(check.status),
    ];
  });
}

/** What the split table's rates count, for a line under it. */
export const SPLIT_NOTE =
  "MR1 by direction: a teacher's class → student's class row counts the inputs on which the teacher predicts the first and the student the second, of all inputs; negative flips count the labelled inputs the teacher gets right and the student wrong, of the labelled inputs. Each is held to its ceiling by its 95% interval, as the relations are.";

/**
 * MR1 split by direction on labelled inputs: where the teacher is right and
 * the student wrong ("negative flips", the ones that cost accuracy), and the
 * reverse; null without labels.
 */
function whichRightLine(report: Report): string | null {
  const flips = report.relations.flips;
  if (flips === undefined || flips.labelled === 0) return null;
  const { negativeFlips: neg, positiveFlips: pos } = flips;
  return (
    `MR1 by direction on ${flips.labelled} labelled inputs: teacher right and student wrong ${neg.violations} ` +
    `(${percent(neg.rate)}), student right and teacher wrong ${pos.violations} (${percent(pos.rate)})` +
    (flips.bothWrong > 0 ? `, both wrong and disagreeing ${flips.bothWrong}` : '') +
    '.'
  );
}

/** At most this many class directions are named; the rest are counted together. */
const NAMED_DIRECTIONS = 6;

/**
 * MR1 by the classes predicted: "MR1 by class (teacher → student), of all
 * 400 inputs: vulnerable → not vulnerable 38 (9.5%), not vulnerable →
 * vulnerable 32 (8.0%)." The largest first, at most six named; null without
 * disagreements or a split.
 */
function byClassLine(report: Report, name: (text: string) => string): string | null {
  const directions = report.relations.directions;
  if (directions === undefined || directions.length === 0) return null;
  const largest = [...directions].sort((a, b) => b.violations - a.violations);
  const named = largest
    .slice(0, NAMED_DIRECTIONS)
    .map(
      (d) =>
        `${name(className(report, d.teacher))} → ${name(className(report, d.student))} ` +
        `${d.violations} (${percent(d.rate)})`,
    );
  const rest = largest.slice(NAMED_DIRECTIONS);
  if (rest.length > 0) {
    const inputs = rest.reduce((sum, d) => sum + d.violations, 0);
    named.push(`${rest.length} other directions ${inputs}`);
  }
  return `MR1 by class (teacher → student), of all ${report.relations.mr1.n} inputs: ${named.join(', ')}.`;
}

/**
 * MR1's split in words: by which model is right (with labels) and by the
 * classes predicted; null when there is neither.
 */
export function flipDirectionLine(
  report: Report,
  name: (text: string) => string = String,
): string | null {
  const lines = [whichRightLine(report), byClassLine(report, name)].filter((l) => l !== null);
  return lines.length === 0 ? null : lines.join(' ');
}
