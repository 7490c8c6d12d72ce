/**
 * MR1's split in a report another job made, decided again (the action's
 * `report` mode): the directions and negative flips recounted and held to the
 * trusted config's ceilings; a report without the split, or claiming a model
 * of predicted classes only that the config does not read as one, refused.
 */
import { describe, expect, it } from 'vitest';
import { assembleReport } from '../../src/pipeline/report.js';
import { redecide, trustedGate } from '../../src/pipeline/redecide.js';
import { parseReport } from '../../src/report/parse.js';
import type { Report } from '../../src/report/types.js';
import { tinyConfig, tinyScores } from '../report/tiny-report.js';

/**
 * 40 labelled inputs: 10 teacher vulnerable → student not vulnerable, 2 the other way,
 * 28 agreeing; each label is the teacher's class, so all 12 flips are negative flips.
 */
function scores() {
  const teacher: number[][] = [];
  const student: number[][] = [];
  const labels: number[] = [];
  for (let i = 0; i < 40; i++) {
    const [t, s] = i < 10 ? [1, 0] : i < 12 ? [0, 1] : [i % 2, i % 2];
    teacher.push(t === 1 ? [0.2, 0.8] : [0.8, 0.2]);
    student.push(s === 1 ? [0.3, 0.7] : [0.7, 0.3]);
    labels.push(t);
  }
  return tinyScores(teacher, student, labels);
}

const off = { mr1: 'off', mr2: 'off', mr3: 'off', mr4: 'off' };
const gate = {
  ceilings: { ...off, 'negative-flips': 0.5 },
  directions: { 'vulnerable -> not vulnerable': 0.05, 'not vulnerable -> vulnerable': 0.5 },
};
/** A report made without any split ceiling (its gate has MR1–MR4 only). */
const plain = (): Report => assembleReport(tinyConfig({ ceilings: off }), scores(), null, null);
const source = 'report report.json';
/** The report as the action reads it: written, read back with parseReport. */
const readBack = (report: Report) => parseReport(JSON.parse(JSON.stringify(report)), source);

describe('the split decided again', () => {
  it("recounts each direction and the negative flips and holds them to the trusted config's ceilings", () => {
    const report = readBack(plain());
    expect(report.gate.checks.map((c) => c.id)).toEqual(['MR1', 'MR2', 'MR3', 'MR4']);
    // The counts stay; the rates and intervals are computed again.
    report.relations.directions![1]!.rate = 0;
    report.relations.directions![1]!.ci95 = [0, 0];
    const decided = redecide(report, trustedGate(tinyConfig(gate)), source);
    // 10 of 40 (25.0%, Wilson 14.2–40.2%) above 5%; 2 of 40 (5.0%) under 50%; 12 of 40 negative
    // flips (30.0%, Wilson 18.1–45.4%) under 50%.
    expect(decided.gate.checks.slice(4).map((c) => [c.id, c.value, c.status])).toEqual([
      ['direction:1-to-0', 0.25, 'fail'],
      ['direction:0-to-1', 0.05, 'pass'],
      ['negative-flips', 0.3, 'pass'],
    ]);
    expect(decided.relations.directions![1]!.rate).toBe(0.25);
    expect(decided.relations.directions![1]!.ci95![0]).toBeCloseTo(0.1419, 4);
    expect(decided.gate.passed).toBe(false);
    expect(decided.gate.failures).toEqual([
      'MR1 teacher vulnerable → student not vulnerable 25.0% (10/40) exceeds the ceiling 5.0%',
    ]);
    expect(decided.thresholds.gate.directions).toHaveLength(2);
    expect(decided.thresholds.gate.negativeFlips).toBe(0.5);
  });

  it('refuses a report without the split when the config sets a ceiling on it', () => {
    const relations = readBack(plain()).relations;
    delete relations.directions;
    expect(() =>
      redecide({ ...readBack(plain()), relations }, trustedGate(tinyConfig(gate)), source),
    ).toThrow(
      'report report.json: the report has no split of MR1 by class (relations.directions), but the config here sets gate.directions: a report is decided again only on everything its config asks for',
    );
    const noFlips = readBack(plain()).relations;
    delete noFlips.flips;
    expect(() =>
      redecide(
        { ...readBack(plain()), relations: noFlips },
        trustedGate(tinyConfig({ ceilings: { 'negative-flips': 0.1 } })),
        source,
      ),
    ).toThrow(
      'the report has no negative flips (relations.flips), but the config here sets gate.ceilings.negative-flips',
    );
    // Without such ceilings, a report made before the split existed is decided as before.
    expect(
      redecide({ ...readBack(plain()), relations }, trustedGate(tinyConfig()), source).gate.checks,
    ).toHaveLength(4);
  });

  it("refuses a report whose hard-label claim is not the config's: it would skip MR2–MR4", () => {
    const report = readBack(plain());
    report.relations.hardLabels = 'student';
    expect(() => redecide(report, trustedGate(tinyConfig()), source)).toThrow(
      'report report.json: the report says the student gave predicted classes only, but by the config here both models gave probabilities (output: labels): it was made with another config',
    );
  });
});

describe('the split as parseReport reads it', () => {
  it('refuses directions whose counts do not sum to MR1 (a direction left out shows)', () => {
    const json = JSON.parse(JSON.stringify(plain())) as Report;
    json.relations.directions = json.relations.directions!.slice(1);
    expect(() => parseReport(json, source)).toThrow(
      'report report.json: not a complete report of version 2: relations.directions: the directions count 10 disagreements, MR1 12',
    );
  });

  it('refuses a direction from a class to itself, of a class the models lack, or given twice', () => {
    for (const [teacher, student] of [
      [1, 1],
      [2, 0],
      [0, 1],
    ] as const) {
      const json = JSON.parse(JSON.stringify(plain())) as Report;
      json.relations.directions![1] = { ...json.relations.directions![1]!, teacher, student };
      expect(() => parseReport(json, source)).toThrow('is not one direction of MR1');
    }
  });

  it('refuses a hard-label claim that is not a model', () => {
    const json = JSON.parse(JSON.stringify(plain())) as Record<string, Record<string, unknown>>;
    json.relations!.hardLabels = 'nobody';
    expect(() => parseReport(json, source)).toThrow(
      'relations.hardLabels is "nobody", not one of teacher, student, both or null',
    );
  });
});
