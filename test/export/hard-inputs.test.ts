import { describe, expect, it } from 'vitest';

import type { Example } from '../../src/data/types.js';
import {
  attackRow,
  confidentTeacher,
  hardPositions,
  inputRow,
  summariseHardRows,
  toJsonLines,
} from '../../src/export/hard-inputs.js';
import { computeRelations } from '../../src/relations/index.js';
import { DEFAULT_RELATIONS } from '../../src/relations/types.js';
import { matrix } from '../relations/helpers.js';

// Teacher and student on five inputs, with τ = 0.9, ε = 0.1 (hand-checked):
// 0: both sure of class 0                      — nothing violated
// 1: teacher 0.95, student 0.85 on class 0     — MR3 (0.85 < 0.9); KL 0.0507: not MR2
// 2: teacher 0.6 class 0, student 0.3 class 0  — MR1 (flip), MR2 (KL 0.1920); teacher not confident
// 3: teacher 0.99 class 1, student 0.2 class 1 — MR1, MR2, MR3
// 4: teacher 0.5/0.5, student 0.7/0.3          — MR2? KL 0.0872: no; MR1? argmax tie → 0 = 0: no
const p = matrix([
  [0.97, 0.03],
  [0.95, 0.05],
  [0.6, 0.4],
  [0.01, 0.99],
  [0.5, 0.5],
]);
const q = matrix([
  [0.96, 0.04],
  [0.85, 0.15],
  [0.3, 0.7],
  [0.8, 0.2],
  [0.7, 0.3],
]);

describe('hardPositions', () => {
  it('keeps, under all, every input violating MR1, MR2 or MR3, with the relations it violates', () => {
    expect(hardPositions(p, q, DEFAULT_RELATIONS, 'all')).toEqual([
      { position: 1, violated: ['MR3'] },
      { position: 2, violated: ['MR1', 'MR2'] },
      { position: 3, violated: ['MR1', 'MR2', 'MR3'] },
    ]);
  });

  it("lists each relation exactly as often as the relation's own count (the report's violations)", () => {
    const kept = hardPositions(p, q, DEFAULT_RELATIONS, 'all');
    const relations = computeRelations(p, q, null, DEFAULT_RELATIONS);
    const listing = (name: string) => kept.filter((h) => h.violated.includes(name as 'MR1')).length;
    expect(listing('MR1')).toBe(relations.mr1.violations);
    expect(listing('MR2')).toBe(relations.mr2.violations);
    expect(listing('MR3')).toBe(relations.mr3.violations);
  });

  it('keeps, under confident-teacher, the teacher ≥ τ and student below τ: MR3 at δ₃ = 0', () => {
    const kept = hardPositions(p, q, DEFAULT_RELATIONS, 'confident-teacher');
    expect(kept.map((h) => h.position)).toEqual([1, 3]);
    expect(kept.length).toBe(computeRelations(p, q, null, DEFAULT_RELATIONS).mr3.violations);
  });
});

describe('confidentTeacher', () => {
  it('needs the teacher at τ or above and the student strictly below τ on its class', () => {
    const at = (tp: number, sq: number) =>
      confidentTeacher(matrix([[tp, 1 - tp]]), matrix([[sq, 1 - sq]]), 0, 0.9);
    expect(at(0.9, 0.89)).toBe(true);
    expect(at(0.9, 0.9)).toBe(false);
    expect(at(0.89, 0.1)).toBe(false);
  });
});

const single: Example = { row: 7, id: 'fn-7', texts: ['int f() { return 0; }'], label: 1 };
const pair: Example = { row: 3, id: '101/202', texts: ['void a() {}', 'void b() {}'], label: 0 };

describe('rows', () => {
  it("write a single function in Compressor's and AVATAR's fields: func, target, pred, soft_label", () => {
    const row = inputRow(single, Float64Array.of(0.2, 0.8), Float64Array.of(0.7, 0.3), ['MR1']);
    expect(row).toEqual({
      kind: 'input',
      id: 'fn-7',
      row: 7,
      label: 1,
      texts: ['int f() { return 0; }'],
      teacher: [0.2, 0.8],
      student: [0.7, 0.3],
      violated: ['MR1'],
      func: 'int f() { return 0; }',
      target: 1,
      pred: 1,
      soft_label: [0.2, 0.8],
    });
  });

  it("write a clone pair's function ids as id1 and id2 (AVATAR's pair lines)", () => {
    const row = inputRow(pair, Float64Array.of(0.9, 0.1), Float64Array.of(0.4, 0.6), ['MR1']);
    expect(row).toMatchObject({
      id1: '101',
      id2: '202',
      target: 0,
      pred: 0,
      soft_label: [0.9, 0.1],
    });
    expect(row.func).toBeUndefined();
  });

  it('write an attack with its adversarial code and the relations violated on it', () => {
    const attack = {
      method: 'mhm',
      example: single,
      texts: ['int f() { return 0; } /* renamed */'],
      renames: [[0, 'x', 'y']] as [number, string, string][],
      transformations: [],
    };
    const teacher = Float64Array.of(0.05, 0.95);
    const student = Float64Array.of(0.6, 0.4);
    const row = attackRow(attack, teacher, student, DEFAULT_RELATIONS, 'all')!;
    expect(row).toMatchObject({
      kind: 'attack',
      method: 'mhm',
      texts: ['int f() { return 0; } /* renamed */'],
      func: 'int f() { return 0; } /* renamed */',
      violated: ['MR1', 'MR2', 'MR3'],
      pred: 1,
      soft_label: [0.05, 0.95],
    });
    expect(
      attackRow(attack, teacher, student, DEFAULT_RELATIONS, 'confident-teacher'),
    ).not.toBeNull();
    // The teacher not confident on the adversarial input: LLKD's rule leaves it out.
    const unsure = Float64Array.of(0.3, 0.7);
    expect(attackRow(attack, unsure, student, DEFAULT_RELATIONS, 'confident-teacher')).toBeNull();
    expect(attackRow(attack, unsure, student, DEFAULT_RELATIONS, 'all')).not.toBeNull();
  });

  it('are counted by kind and relation, and written one JSON object a line', () => {
    const rows = [
      inputRow(single, Float64Array.of(0.2, 0.8), Float64Array.of(0.7, 0.3), ['MR1', 'MR2']),
      inputRow(pair, Float64Array.of(0.95, 0.05), Float64Array.of(0.8, 0.2), ['MR3']),
      attackRow(
        {
          method: 'alert',
          example: single,
          texts: ['x'],
          renames: [],
          transformations: [],
        },
        Float64Array.of(0.5, 0.5),
        Float64Array.of(0.5, 0.5),
        DEFAULT_RELATIONS,
        'all',
      )!,
    ];
    expect(summariseHardRows(rows, 'all')).toEqual({
      rule: 'all',
      rows: 3,
      inputs: 2,
      violations: { MR1: 1, MR2: 1, MR3: 1 },
      attacks: 1,
    });
    const lines = toJsonLines(rows).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(JSON.parse(lines[1]!)).toMatchObject({ id: '101/202', id1: '101' });
  });
});
