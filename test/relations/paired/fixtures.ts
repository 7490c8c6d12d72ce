import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  encodeViolationSet,
  type PairedTable,
  type ViolationSet,
} from '../../../src/relations/paired/index.js';
import type { ProbMatrix, RelationsOptions } from '../../../src/relations/types.js';
import { matrix } from '../helpers.js';

/** Files written by test/fixtures/paired/make_fixtures.py (scipy, mpmath, numpy; independent of this code). */
const DIRECTORY = fileURLToPath(new URL('../../fixtures/paired/', import.meta.url));

function read<T>(file: string): T {
  return JSON.parse(readFileSync(DIRECTORY + file, 'utf8')) as T;
}

export interface McNemarCase {
  b: number;
  c: number;
  /** mpmath at 60 digits, rounded to float64 (0 where it underflows). */
  pValue: number;
  logPValue: number;
  scipyPValue: number;
}

export interface NewcombeCase {
  table: PairedTable;
  ci95: [number, number] | null;
}

export interface EncodedOutcome {
  violations: number;
  violated: string;
  testedCount: number;
  tested: string | null;
}

export interface RunsCase {
  /** A fixture of test/fixtures/relations, which holds the given p, q and labels. */
  name: string;
  teacherChanges: boolean;
  /** True: the perturbed matrices are this run's ("now"); false: the baseline's. */
  prIsWorse: boolean;
  options: RelationsOptions;
  /** The perturbed teacher; null when the teacher is the same in both runs. */
  pOther: number[][] | null;
  qOther: number[][];
  relations: Record<
    'MR1' | 'MR2' | 'MR3',
    {
      now: EncodedOutcome;
      before: EncodedOutcome;
      table: PairedTable;
      pValue: number;
      ci95: [number, number];
    }
  >;
  flipsNow: { labelled: number; negative: number; positive: number; bothWrong: number };
}

export const mcnemarCases = read<McNemarCase[]>('mcnemar.json');
export const newcombeCases = read<NewcombeCase[]>('newcombe.json');
export const runsCases = read<RunsCase[]>('runs.json');

interface RelationsFixture {
  rows: number;
  cols: number;
  p: number[][];
  q: number[][];
  labels: number[];
}

export interface Runs {
  now: { p: ProbMatrix; q: ProbMatrix };
  before: { p: ProbMatrix; q: ProbMatrix };
  labels: Int32Array;
}

/** The two runs of a case, rebuilt from its relations fixture and the perturbed matrices. */
export function loadRuns(c: RunsCase): Runs {
  const base = JSON.parse(
    readFileSync(DIRECTORY + `../relations/${c.name}.json`, 'utf8'),
  ) as RelationsFixture;
  const given = { p: matrix(base.p, base.cols), q: matrix(base.q, base.cols) };
  const other = {
    p: c.pOther === null ? given.p : matrix(c.pOther, base.cols),
    q: matrix(c.qOther, base.cols),
  };
  return {
    now: c.prIsWorse ? other : given,
    before: c.prIsWorse ? given : other,
    labels: Int32Array.from(base.labels),
  };
}

/** Two violation sets whose paired table is `table`: inputs in the order both, nowOnly, beforeOnly, neither. */
export function setsFor(
  table: PairedTable,
  digest = 'digest',
): { now: ViolationSet; before: ViolationSet } {
  const n = table.both + table.nowOnly + table.beforeOnly + table.neither;
  const now = new Uint8Array(n);
  const before = new Uint8Array(n);
  let i = 0;
  for (let k = 0; k < table.both; k++, i++) now[i] = before[i] = 1;
  for (let k = 0; k < table.nowOnly; k++, i++) now[i] = 1;
  for (let k = 0; k < table.beforeOnly; k++, i++) before[i] = 1;
  return {
    now: encodeViolationSet({ violated: now, tested: null }, digest),
    before: encodeViolationSet({ violated: before, tested: null }, digest),
  };
}
