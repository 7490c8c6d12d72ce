import { describe, expect, it } from 'vitest';
import { shardLines } from '../../src/plan/projection.js';
import { methodProbe, stoppedBeforeFirstInputs, type ProbedReport } from '../../src/plan/probe.js';

/**
 * A method's report as the probe reads it: 8 inputs selected and done, 400
 * teacher and 480 student queries, 8 s of model time in 12 s. Every value
 * below is computed by hand from these.
 */
function report(overrides: Partial<ProbedReport> = {}): ProbedReport {
  return {
    method: 'mhm',
    elapsedMs: 12_000,
    modelMs: 8_000,
    selected: 8,
    evaluated: 8,
    referenceQueriesPerInput: 155,
    teacher: { queries: 400, attacked: 7 },
    student: { queries: 480, attacked: 8 },
    ...overrides,
  };
}

const cost = { teacher: 10, student: 5 };
const none = { probe: 0, runPerInput: 0 };
const zero = { teacher: 0, student: 0 };

describe('methodProbe', () => {
  it("reads the probe's mean queries and scales the timed costs to its model time", () => {
    expect(methodProbe(report(), cost, 200, none)).toEqual({
      method: 'mhm',
      // 400 / 8, 480 / 8
      queriesPerInput: { teacher: 50, student: 60 },
      queriesFrom: { teacher: 'measured', student: 'measured' },
      probedInputs: 8,
      // modelled 400 × 10 + 480 × 5 = 6400 ms; the probe's 8000 ms: scale 1.25
      msPerQuery: { teacher: 12.5, student: 6.25 },
      // 12000 / 8000
      overhead: 1.5,
      languageModelMsPerInput: 0,
    });
  });

  it("counts at half price the queries the run's memo answered (greedy's importance probes)", () => {
    // 800 queries each, modelled 800 × 10 + 800 × 5 = 12000 ms, but only 6000 ms ran a model.
    const greedy = report({
      method: 'greedy',
      modelMs: 6_000,
      elapsedMs: 6_600,
      teacher: { queries: 800, attacked: 8 },
      student: { queries: 800, attacked: 8 },
    });
    const probe = methodProbe(greedy, cost, 200, none);
    expect(probe.msPerQuery).toEqual({ teacher: 5, student: 2.5 });
    expect(probe.overhead).toBeCloseTo(1.1, 12);
    expect(probe.queriesPerInput).toEqual({ teacher: 100, student: 100 });
  });

  it("counts a method stopped before its first inputs at the reference's budget, or the cap", () => {
    const stopped = report({ evaluated: 0, teacher: null, student: null, modelMs: 0 });
    const capped = methodProbe(stopped, cost, 100, none);
    expect(capped).toEqual({
      method: 'mhm',
      queriesPerInput: { teacher: 100, student: 100 },
      queriesFrom: { teacher: 'reference', student: 'reference' },
      probedInputs: 0,
      // no probe model time to scale to: the timed costs as they are
      msPerQuery: cost,
      // nothing ran a model: 1
      overhead: 1,
      languageModelMsPerInput: 0,
    });
    expect(methodProbe(stopped, cost, null, none).queriesPerInput.student).toBe(155);
    // greedy has no reference: its own 100 queries, or the cap
    const greedy = { ...stopped, method: 'greedy' as const, referenceQueriesPerInput: null };
    expect(methodProbe(greedy, cost, null, none).queriesPerInput.teacher).toBe(100);
    expect(methodProbe(greedy, cost, 40, none).queriesPerInput.teacher).toBe(40);
    // a method with neither (no identifier anywhere) spends nothing
    const noSite = { ...stopped, referenceQueriesPerInput: null };
    expect(methodProbe(noSite, cost, null, none).queriesPerInput).toEqual({
      teacher: 0,
      student: 0,
    });
  });

  it('counts a model that searched none of the probed inputs at the reference budget, not as free', () => {
    // A retry on 2 inputs the teacher both mispredicted: it spent 0 queries, the student 300.
    const retried = report({
      evaluated: 2,
      selected: 2,
      modelMs: 1_500,
      teacher: { queries: 0, attacked: 0 },
      student: { queries: 300, attacked: 2 },
    });
    const probe = methodProbe(retried, cost, null, none);
    // teacher: mhm's reference budget 155; student: 300 / 2
    expect(probe.queriesPerInput).toEqual({ teacher: 155, student: 150 });
    expect(probe.queriesFrom).toEqual({ teacher: 'reference', student: 'measured' });
    // modelled 0 × 10 + 300 × 5 = 1500 ms, the probe's 1500 ms: scale 1
    expect(probe.msPerQuery).toEqual(cost);
    // under a cap of 40 the bound is the cap
    expect(methodProbe(retried, cost, 40, none).queriesPerInput.teacher).toBe(40);
  });

  it("takes alert's substitutes out of the search's time and charges them per occurrence of the run's inputs", () => {
    const alert = report({
      method: 'alert',
      elapsedMs: 50_000,
      modelMs: 10_000,
      substitutes: {
        source: 'language-model',
        languageModel: 'code-mlm',
        cacheHit: false,
        inputsWithSubstitutes: 8,
        computeMs: 30_000,
      },
    });
    const probe = methodProbe(alert, cost, 200, { probe: 300, runPerInput: 50 });
    // (50000 − 30000) / 10000
    expect(probe.overhead).toBe(2);
    // 30000 ms / 300 occurrences = 100 ms each, × 50 per input of the run
    expect(probe.languageModelMsPerInput).toBe(5000);
    // read from the cache: no language-model time, all of it the search's
    const cached = { ...alert, substitutes: { ...alert.substitutes!, cacheHit: true } };
    const fromCache = methodProbe(cached, cost, 200, { probe: 300, runPerInput: 50 });
    expect(fromCache.languageModelMsPerInput).toBe(0);
    expect(fromCache.overhead).toBe(5);
  });

  it("takes coda's reference similarities out of the search's time and charges them per attacked input", () => {
    // 8 inputs selected; 50 s in all, of which 24 s computing the references' similarities
    // beside the search (outsideBudgetMs), 10 s of model time.
    const coda = report({
      method: 'coda',
      elapsedMs: 50_000,
      modelMs: 10_000,
      outsideBudgetMs: 24_000,
      referenceQueriesPerInput: 320,
    });
    const probe = methodProbe(coda, cost, null, { probe: 300, runPerInput: 50 });
    // (50000 − 24000) / 10000: the search's own wall time over its model time
    expect(probe.overhead).toBe(2.6);
    // 24000 ms / 8 inputs, whatever the occurrences (each input draws its own references)
    expect(probe.languageModelMsPerInput).toBe(3000);
    // The queries and their cost are the search's alone, as for any method.
    expect(probe.queriesPerInput).toEqual({ teacher: 50, student: 60 });
    expect(probe.msPerQuery).toEqual({ teacher: 10 * 1.5625, student: 5 * 1.5625 });
    // A method with nothing outside its budget (mhm) has no language-model time.
    expect(methodProbe(report(), cost, null, none).languageModelMsPerInput).toBe(0);
    // Projected on 16 inputs under a budget of 10 s: the search is cut to the budget, the
    // similarities are not (as the schedule leaves them out of it).
    const [, , line] = shardLines(
      {
        setupMs: 0,
        rows: { count: 0, msPerRow: zero, firstCallMs: zero },
        transformed: null,
        attacks: { inputs: 16, timeBudgetSeconds: 10, methods: [probe], substitutesCachedAt: [] },
        teacherCached: { outputs: false, robustness: false },
      },
      1,
    );
    // 16 × 50 × 15.625 × 2.6 = 32500 and 16 × 60 × 7.8125 × 2.6 = 19500, 52000 cut to 10000
    // in proportion; 16 × 3000 of the language model's work beside it.
    expect(line).toEqual({
      part: 'coda',
      units: 16,
      ms: { teacher: 6250, student: 3750 },
      languageModelMs: 48_000,
      capped: true,
    });
  });
});

describe('stoppedBeforeFirstInputs', () => {
  it('picks the methods whose budget stopped them before any input was done', () => {
    const reports = [
      { method: 'mhm', evaluated: 8, budgetExhausted: false, skippedReason: null },
      // stopped after its first group: measured on what it finished
      { method: 'wir-random', evaluated: 16, budgetExhausted: true, skippedReason: null },
      { method: 'coda', evaluated: 0, budgetExhausted: true, skippedReason: null },
      {
        method: 'alert',
        evaluated: 0,
        budgetExhausted: false,
        skippedReason: 'no input is labelled',
      },
      { method: 'greedy', evaluated: 0, budgetExhausted: true, skippedReason: null },
    ];
    expect(stoppedBeforeFirstInputs(reports).map((r) => r.method)).toEqual(['coda', 'greedy']);
  });
});
