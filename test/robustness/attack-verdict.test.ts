/**
 * The attack verdict (issue 32, item 4, and item 5's rendering): each
 * method's relative degradation with its 95% interval against the values of
 * test/fixtures/robustness/make_degradation_intervals.py (written without
 * this code), the decisions (undefined below min-attacked, inconclusive when
 * the interval holds the ceiling, pass, fail), report mode deciding the same
 * from a report's counts, and the adversarial diffs with hostile text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { attackCheck, attackedText } from '../../src/gate/index.js';
import { rate } from '../../src/relations/index.js';
import { redecide, type TrustedGate } from '../../src/pipeline/redecide.js';
import { TERMINAL_WIDTH } from '../../src/report/layout.js';
import { adversarialDiffSection } from '../../src/report/robustness-markdown.js';
import { renderRobustnessTerminal } from '../../src/report/robustness-terminal.js';
import {
  attackDegradation,
  degradationInterval,
  type AttackExample,
  type AttackModelResult,
  type AttackReport,
} from '../../src/robustness/index.js';
import { katzInterval } from '../../src/robustness/ratio-interval.js';
import { attackModel, attackReport, robustnessOf } from '../report/report-fixtures.js';
import { tinyReport } from '../report/tiny-report.js';
import { repoRoot } from '../shared.js';

interface Case {
  teacher: [number, number, number, number];
  student: [number, number, number, number];
  ceiling: number;
  minAttacked: number;
  reading: 'points' | 'relative-drops';
  value: number | 'infinite' | null;
  ci95: [number, number] | null;
  status: string;
}

const fixture = JSON.parse(
  readFileSync(path.join(repoRoot, 'test/fixtures/robustness/degradation-intervals.json'), 'utf8'),
) as { z: number; cases: Case[] };

/**
 * One model's outcome from [inputs, right before, attacked with identifiers,
 * successes]: the right inputs not attacked had no identifier.
 */
function outcome([inputs, correct, attacked, successes]: Case['teacher']): AttackModelResult {
  return {
    ...attackModel(inputs, correct, successes, 0),
    attacked: correct,
    noIdentifiers: correct - attacked,
    success: rate(successes, attacked),
  };
}

describe('the relative degradation and its 95% interval', () => {
  it('matches the independent script on every fixture case, and decides as it does', () => {
    expect(fixture.cases).toHaveLength(15);
    expect(fixture.z).toBeCloseTo(1.959963984540054, 12);
    for (const c of fixture.cases) {
      const label = JSON.stringify([c.teacher, c.student, c.reading, c.minAttacked]);
      const attack = attackReport('mhm', outcome(c.teacher), outcome(c.student));
      const value =
        c.reading === 'points'
          ? attack.relativeDegradation
          : attack.relativeDegradationOfRelativeDrops;
      if (typeof c.value === 'number') expect(value, label).toBeCloseTo(c.value, 12);
      else expect(value, label).toBe(c.value);
      const ci = degradationInterval(attack.teacher!, attack.student!, c.reading);
      if (c.ci95 === null) expect(ci, label).toBeNull();
      else {
        expect(ci![0], label).toBeCloseTo(c.ci95[0], 12);
        expect(ci![1], label).toBeCloseTo(c.ci95[1], 10);
      }
      expect(attackCheck(attack, c.ceiling, c.reading, c.minAttacked)!.status, label).toBe(
        c.status,
      );
    }
  });

  it('computes the points interval of 2 against 6 successes of 40 by hand', () => {
    // r = 6/2 = 3, se = sqrt(1/6 − 1/40 + 1/2 − 1/40) = sqrt(0.616667) = 0.785281.
    const se = Math.sqrt(1 / 6 - 1 / 40 + 1 / 2 - 1 / 40);
    expect(se).toBeCloseTo(0.785281, 6);
    const z = 1.959963984540054;
    const { relativeDegradation, relativeDegradationCi95 } = attackDegradation(
      attackModel(40, 30, 2, 0),
      attackModel(40, 30, 6, 0),
    );
    expect(relativeDegradation).toBeCloseTo(2, 12);
    expect(relativeDegradationCi95![0]).toBeCloseTo(3 * Math.exp(-z * se) - 1, 12);
    expect(relativeDegradationCi95![1]).toBeCloseTo(3 * Math.exp(z * se) - 1, 12);
    expect(relativeDegradationCi95![0]).toBeCloseTo(-0.356292, 6);
    expect(relativeDegradationCi95![1]).toBeCloseTo(12.981504, 5);
  });

  it('refuses counts that are not counts of at most their denominator', () => {
    expect(() => katzInterval(5, 4, 1, 4)).toThrow(
      new RangeError('katzInterval: a = 5 of 4 is not a count of at most 4'),
    );
    expect(() => katzInterval(1, 4, 0.5, 4)).toThrow(RangeError);
    expect(katzInterval(0, 4, 0, 4)).toBeNull();
    expect(katzInterval(0, 0, 1, 4)).toBeNull();
  });
});

describe('the attack check', () => {
  // The max-inputs 4 run: the teacher right on 1 input, the student on 2 (one of them
  // without identifiers), each attacked on one; 1 more input left by the time budget.
  const few: AttackReport = {
    ...attackReport('coda', outcome([4, 1, 1, 0]), outcome([4, 2, 1, 0])),
    selected: 5,
    budgetExhausted: true,
  };

  it('says "k of n attacked" per model and why the others were not', () => {
    expect(attackedText(few, few.teacher!)).toBe(
      '1 of 5 attacked (3 mispredicted, 1 not reached in the time budget)',
    );
    expect(attackedText(few, few.student!)).toBe(
      '1 of 5 attacked (2 mispredicted, 1 with no identifiers, 1 not reached in the time budget)',
    );
    const unparsable = { ...few.student!, notParsable: 1, noIdentifiers: 0 };
    expect(attackedText({ ...few, selected: 4, stoppedAtTimeLimit: false }, unparsable)).toBe(
      '1 of 4 attacked (2 mispredicted, 1 not parsable)',
    );
    expect(attackedText({ ...few, stoppedAtTimeLimit: true }, few.teacher!)).toBe(
      "1 of 5 attacked (3 mispredicted, 1 not reached in the run's time limit)",
    );
  });

  it('is undefined below min-attacked, whatever the value, never a pass', () => {
    // Both models broken on their one input: 0.0%, which passed before min-attacked.
    const both = attackReport('mhm', outcome([4, 1, 1, 1]), outcome([4, 2, 1, 1]));
    expect(both.relativeDegradation).toBe(0);
    expect(attackCheck(both, 1, 'points', 0)!.status).toBe('inconclusive');
    expect(attackCheck(both, 1, 'points', 10)).toEqual({
      id: 'attack-relative-degradation:mhm',
      value: 0,
      ceiling: 1,
      baseline: null,
      status: 'undefined',
      reason:
        'relative degradation (points) under the mhm attack is undefined: too few inputs attacked to decide ' +
        '(teacher 1 of 4 attacked (3 mispredicted), student 1 of 4 attacked (2 mispredicted, 1 with no ' +
        'identifiers); min-attacked 10 per model)',
      cause: { kind: 'too-few-attacked', model: 'teacher', attacked: 1, minAttacked: 10 },
    });
    // The model with fewer attacked inputs is named; with the ceiling off it is still undefined.
    const check = attackCheck(few, null, 'points', 2)!;
    expect([check.status, check.cause]).toEqual([
      'undefined',
      { kind: 'too-few-attacked', model: 'teacher', attacked: 1, minAttacked: 2 },
    ]);
  });

  it('passes or fails by its interval, and is inconclusive when the interval holds the ceiling', () => {
    // 40 vs 44 of 200: +10%, CI −24.8% to +61.0%: below +100%, passes; above +5%... holds it.
    const close = attackReport('mhm', attackModel(200, 180, 40, 0), attackModel(200, 170, 44, 0));
    expect(attackCheck(close, 1, 'points', 10)!.status).toBe('pass');
    const held = attackCheck(close, 0.05, 'points', 10)!;
    expect(held.status).toBe('inconclusive');
    expect(held.cause).toMatchObject({ kind: 'inconclusive', paired: null });
    // ln-interval half-width z·se, se = sqrt(1/44 − 1/200 + 1/40 − 1/200); centre ln 1.1;
    // inputs to decide: 200 · (z·se)² / (ln 1.1 − ln 1.05)².
    const se = Math.sqrt(1 / 44 - 1 / 200 + 1 / 40 - 1 / 200);
    const needed =
      Math.floor((200 * (1.959963984540054 * se) ** 2) / Math.log(1.1 / 1.05) ** 2) + 1;
    expect(held.reason).toBe(
      'relative degradation (points) under the mhm attack +10.0% (student accuracy drop 22.0 points, ' +
        'teacher 20.0 points, on 200 inputs; 95% CI −24.8% to +61.0%) is above max-relative-degradation ' +
        `+5.0%, but its 95% CI contains the ceiling: inconclusive; about ${needed} attacked inputs at ` +
        'these success rates would decide it (200 now)',
    );
    // The student degrading less: −50%, CI −62.1% to −34.0%: passes even a ceiling of 0.
    const less = attackReport('mhm', attackModel(400, 380, 120, 0), attackModel(400, 360, 60, 0));
    expect(attackCheck(less, 0, 'points', 10)!.status).toBe('pass');
    // An interval wholly above the ceiling fails.
    const high = attackReport('mhm', attackModel(200, 180, 10, 0), attackModel(200, 170, 60, 0));
    expect(attackCheck(high, 1, 'points', 10)!.status).toBe('fail');
  });
});

describe('the degradation table in a terminal', () => {
  it('keeps within 100 columns with the intervals of five capped methods', () => {
    // Different clean accuracies: both readings differ, so both columns are shown.
    const attacks = (['mhm', 'wir-random', 'alert', 'coda', 'greedy'] as const).map((method) =>
      attackReport(method, attackModel(4000, 3000, 1, 0), attackModel(4000, 2000, 1999, 0)),
    );
    const text = renderRobustnessTerminal(tinyReport(robustnessOf([], attacks)));
    // 1999 against 1 success of 4000 inputs: D = 1998; Katz 1999 · exp(±1.96 · sqrt(1/1999 −
    // 1/4000 + 1 − 1/4000)) − 1 = 280.6 to 14190.0; relative drops (1999/2000)/(1/3000) − 1 =
    // 2997.5, its value alone.
    expect(text).toMatch(
      /^mhm \(capped\) +3000 \/ 2000 of 4000 +\+199800\.0% \(\+28058\.6% to \+1419004\.7%\) +\+299750\.0% +FAIL$/m,
    );
    expect(text.split('\n').filter((line) => line.length > TERMINAL_WIDTH)).toEqual([]);
  });
});

describe('report mode (redecide)', () => {
  const options = (minAttacked: number): TrustedGate => ({
    options: {
      ceilings: { MR1: null, MR2: null, MR3: null, MR4: null },
      maxDegradation: null,
      percentMaxDegradation: null,
      robustness: {
        maxFlipRateRatio: 2,
        minFlips: 0,
        maxRelativeDegradation: 1,
        minAttacked,
        degradationReading: 'points',
      },
    },
    kinds: [],
    methods: ['mhm', 'coda', 'alert', 'greedy'],
  });
  const methods = [
    // undefined: the student attacked on 9
    attackReport('mhm', outcome([24, 20, 18, 5]), outcome([24, 10, 9, 5])),
    // inconclusive: 2 vs 6 of 40
    attackReport('coda', attackModel(40, 30, 2, 0), attackModel(40, 30, 6, 0)),
    // fail: 10 vs 60 of 200
    attackReport('alert', attackModel(200, 180, 10, 0), attackModel(200, 170, 60, 0)),
    // pass: 40 vs 44 of 200
    attackReport('greedy', attackModel(200, 180, 40, 0), attackModel(200, 170, 44, 0)),
  ];
  const statuses = (checks: { id: string; status: string }[]) =>
    checks.filter((c) => c.id.startsWith('attack')).map((c) => `${c.id} ${c.status}`);

  it("decides the run's checks again from a report's counts", () => {
    const report = tinyReport(robustnessOf([], methods, { minAttacked: 10 }));
    const expected = [
      'attack-relative-degradation:mhm undefined',
      'attack-relative-degradation:coda inconclusive',
      'attack-relative-degradation:alert fail',
      'attack-relative-degradation:greedy pass',
    ];
    expect(statuses(report.gate.checks)).toEqual(expected);
    const decided = redecide(report, options(10), 'report');
    expect(statuses(decided.gate.checks)).toEqual(expected);
    expect(decided.gate.checks.slice(4)).toEqual(report.gate.checks.slice(4));
  });

  it('believes no drop, degradation or interval of a forged report, and holds it to the trusted min-attacked', () => {
    const report = tinyReport(robustnessOf([], methods, { minAttacked: 10 }));
    const forged = structuredClone(report);
    for (const attack of forged.robustness!.attacks) {
      attack.relativeDegradation = 0;
      attack.relativeDegradationCi95 = [-0.1, 0.1];
      attack.student!.drop = attack.teacher!.drop;
    }
    for (const check of forged.gate.checks) check.status = 'pass';
    forged.robustness!.thresholds.minAttacked = 0;
    const decided = redecide(forged, options(10), 'report');
    expect(decided.gate.checks.slice(4)).toEqual(report.gate.checks.slice(4));
    expect(decided.robustness!.attacks.map((a) => a.relativeDegradationCi95)).toEqual(
      report.robustness!.attacks.map((a) => a.relativeDegradationCi95),
    );
    // The trusted config's min-attacked 20 leaves coda (30 attacked) decided, mhm not.
    expect(statuses(redecide(forged, options(20), 'report').gate.checks)[0]).toBe(
      'attack-relative-degradation:mhm undefined',
    );
  });
});

describe('the adversarial diffs', () => {
  const hostileDiff = [
    ' int f(int n) {',
    '-  int total = 0; // ```',
    '+  int acc = 0; // ```` </details> <img src=x onerror=alert(1)> @org/team #1',
    '+  x = 1;\r-  forged line',
    '+  /* \u202Eevil\u202C */ \u001b[31m',
  ].join('\n');
  const example = (id: string, k: number): AttackExample => ({
    id,
    model: 'student',
    renames: [[0, 'total', 'acc']],
    transformations: k === 0 ? ['loop-rewrite'] : [],
    queries: 10 + k,
    change: { text: k === 1 ? 1 : 0, line: 2, diff: hostileDiff },
    probabilities: { before: [0.1, 0.9], after: [0.62, 0.38] },
  });
  const attack = attackReport('mhm', attackModel(40, 30, 2, 0), attackModel(40, 30, 6, 0), {
    examples: [
      { id: 't', model: 'teacher', renames: [[0, 'a', 'b']], transformations: [], queries: 3 },
      ...[0, 1, 2, 3, 4].map((k) => example(`<b>row-${k}</b>`, k)),
    ],
    studentOnlySuccesses: 7,
  });
  const report = tinyReport(robustnessOf([], [attack]));
  const section = adversarialDiffSection(report)!;

  it('shows the first three per method, folds the rest, with the probabilities before and after', () => {
    const lines = section.split('\n');
    expect(lines[0]).toBe(
      '**`mhm`** broke the student on 7 inputs where the teacher was attacked and resisted (the first 5 kept):',
    );
    // Class 1 (vulnerable) is the label (0.9 before); after the attack class 0 has 0.62.
    expect(section).toContain(
      '`<b>row-0</b>`, student: P(vulnerable) 0.900 → 0.380, P(not vulnerable) 0.100 → 0.620, after 10 queries (restructured: `loop-rewrite`); x′ differs from x from line 2:',
    );
    expect(section).toContain(
      '`<b>row-1</b>`, student: P(vulnerable) 0.900 → 0.380, P(not vulnerable) 0.100 → 0.620, after 11 queries; x′ differs from x from function 2, line 2:',
    );
    const folded = section.indexOf('<details><summary>2 more (mhm)</summary>');
    expect(folded).toBeGreaterThan(section.indexOf('`<b>row-2</b>`'));
    expect(folded).toBeLessThan(section.indexOf('`<b>row-3</b>`'));
    expect(section.trimEnd().endsWith('</details>')).toBe(true);
    // The teacher's example has no diff: it stays in the renames list.
    expect(section).not.toContain('`t`');
  });

  it('keeps hostile code inert: a longer fence, no carriage return, no bidirectional or control character', () => {
    // The longest backtick run in the diff is 4: the fence is 5.
    expect(section).toContain('`````diff\n int f(int n) {\n-  int total = 0; // ```\n');
    for (const hazard of ['\r', '\u202E', '\u202C', '\u001b'])
      expect(section).not.toContain(hazard);
    expect(section).toContain('+  x = 1;\uFFFD-  forged line');
    const page = new Marked().parse(section, { gfm: true, async: false });
    // Only the elements the template writes: the paragraphs, code spans and blocks, one <details>.
    const tags = [...page.matchAll(/<([a-z][a-z0-9-]*)\b/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['p', 'strong', 'code', 'pre', 'details', 'summary']));
    expect(tags.filter((t) => t === 'details')).toHaveLength(1);
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
