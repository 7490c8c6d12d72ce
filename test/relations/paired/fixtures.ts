import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { PairedTable } from '../../../src/relations/paired/index.js';
import type { RelationsOptions } from '../../../src/relations/types.js';

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
  name: string;
  teacherChanges: boolean;
  prIsWorse: boolean;
  options: RelationsOptions;
  rows: number;
  cols: number;
  labels: number[];
  pNow: number[][];
  qNow: number[][];
  pBefore: number[][];
  qBefore: number[][];
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
