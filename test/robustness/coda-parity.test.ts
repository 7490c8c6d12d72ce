/**
 * Parity of coda with its reference implementation (tianzhaotju/CODA
 * test/VulnerabilityPrediction/code/attacker.py, Attacker.attack;
 * python_parser/run_parser.py, get_code_style) on the fixtures of
 * test/fixtures/attacks/make_coda.py: a lookup masked language model
 * (mlm-coda.onnx: every state is the token's fixed random embedding) and a
 * victim whose z = −1 + 1.5 per `while` + 1.2 per `for` − 0.5 per use of one
 * name. The script computes the reference's choices with numpy from the cited
 * rules (coda-parity.json); this test checks that the port makes exactly
 * those, in order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Example } from '../../src/data/types.js';
import {
  openMaskedLanguageModel,
  type MaskedLanguageModel,
} from '../../src/inference/masked-lm.js';
import { argmax, rate } from '../../src/relations/index.js';
import {
  codeStyle,
  createCodaPreparer,
  encoderStates,
  isCodaSimilarities,
  type CodaSimilarities,
} from '../../src/robustness/attack/coda-references.js';
import { evaluateAttacks, inputSeed } from '../../src/robustness/index.js';
import { createTransformer } from '../../src/transforms/index.js';
import { createRandom } from '../../src/transforms/random.js';
import { repoRoot } from '../shared.js';
import { attackConfig, attackWith, example, fakeSource } from './helpers.js';
import { openVictim, VICTIMS, type Victim } from './onnx-victim.js';

interface Expected {
  inputs: { row: number; label: number; code: string }[];
  references: number[];
  style: { longAssignment: number; longIncrement: number; constant: number };
  ranked: Record<'a' | 'b' | 's', string[]>;
  victimName: string;
  variants: Record<string, string>[];
  flip: number;
  /** coda-identifiers: reference: f ranked against the references' function names. */
  rankedFunctions: Record<'f', string[]>;
  variantsReference: Record<string, string>[];
  flipReference: number;
  /** x2: two compound assignments and two literals (a robust victim). */
  literals: {
    code: string;
    references: number[];
    /** R3 on every site; then R4 on every literal, its new names @0, @1. */
    structure: [string, string];
    newNames: string[];
    variants: Record<string, string>[];
    variantsReference: Record<string, string>[];
  };
}

const expected = JSON.parse(
  readFileSync(path.join(VICTIMS, 'coda-parity.json'), 'utf8'),
) as Expected;
const inputs: Example[] = expected.inputs.map((i) => example(i.row, [i.code], i.label));
const x = inputs[0]!;

let lm: MaskedLanguageModel;
let victim: Victim;
let student: Victim;
beforeAll(async () => {
  lm = await openMaskedLanguageModel(ort as never, {
    model: path.join(VICTIMS, 'mlm-coda.onnx'),
    tokenizer: path.join(repoRoot, 'examples', 'mlm', 'tokenizer.json'),
    maxLength: 256,
    threads: 1,
  });
  victim = await openVictim('victim-coda');
  student = await openVictim('victim-coda');
});
afterAll(async () => {
  await lm?.release();
  await victim?.release();
  await student?.release();
});

const config = attackConfig({ methods: ['coda'], maxInputs: 1 });

describe('coda references (attacker.py, Attacker.attack: NUMBER_1 = 256, NUMBER_2 = 64)', () => {
  it("takes the victim's correct second-class inputs with enough identifiers, the 64 most similar by encoder states", async () => {
    const scores = await victim.score(inputs);
    const predicted = inputs.map((_, i) =>
      argmax({ data: scores.data, rows: inputs.length, cols: 2 }, i),
    );
    // x is class 1 (z = 0.5); the 70 inputs without a loop are class 0 (z = −1), the two
    // with a while loop are class 0 but predicted 1 (z = 0.5): never references.
    expect(predicted[0]).toBe(1);
    expect(predicted.slice(1, 71).every((p) => p === 0)).toBe(true);
    expect(predicted.slice(71)).toEqual([1, 1]);
    const transformer = await createTransformer('c');
    const preparer = createCodaPreparer(
      inputs.map((example, i) => ({
        example,
        predicted: { teacher: predicted[i]!, student: predicted[i]! },
      })),
      transformer,
      lm,
    );
    const row = scores.data.subarray(0, 2);
    const { references, rankNames } = await preparer.prepare(
      x,
      row,
      'teacher',
      createRandom(inputSeed(7, x.row)),
    );
    // 66 class-0 inputs have three identifiers (rows 1-66), 4 only two (67-70, passed
    // over): 66 drawn, the 64 nearest kept, nearest first.
    expect(references.map((r) => r.row)).toEqual(expected.references);
    // get_code_style on them: operators but no compound assignment, + and - but no ++/--.
    const style = codeStyle(
      references.map((r) => r.texts[0]),
      'c',
    );
    expect(style).toMatchObject(expected.style);
    // Each identifier's candidates: the references' names by cosine of their embeddings.
    expect(await rankNames(['a', 'b', 's'])).toEqual([
      expected.ranked.a,
      expected.ranked.b,
      expected.ranked.s,
    ]);
  });
});

describe("coda's clone variant (test/CloneDetection/code/attacker.py; make_coda_clone.py)", () => {
  const clone = JSON.parse(readFileSync(path.join(VICTIMS, 'coda-clone.json'), 'utf8')) as {
    inputs: { row: number; label: number; texts: [string, string] }[];
    references: number[];
  };
  const pairs = clone.inputs.map((i) => example(i.row, i.texts, i.label));

  it('passes over on the first function alone, fills nothing up, and ranks by the first functions masked plus the second unmasked', async () => {
    const transformer = await createTransformer('c');
    const preparer = createCodaPreparer(
      pairs.map((e) => ({ example: e, predicted: { teacher: e.label, student: e.label } })),
      transformer,
      lm,
      {},
      'first',
    );
    const { references } = await preparer.prepare(
      pairs[0]!,
      [0.2, 0.8],
      'teacher',
      createRandom(inputSeed(7, 0)),
    );
    // 70 pairs whose first function has x's three names pass (10 with two do not), fewer
    // than 256: all drawn, the 64 most similar kept, most similar first.
    expect(references.map((r) => r.row)).toEqual(clone.references);
    // Two parts per pair: x's two and the 70 references' two, each run once.
    expect(preparer.counts()).toEqual({ reused: 0, computed: 140 });
  });
});

describe('coda encoder states (get_embeddings: sub_words[:512 - 2])', () => {
  it('cut at 510 subwords even when the language model reads more', async () => {
    const long = await openMaskedLanguageModel(ort as never, {
      model: path.join(VICTIMS, 'mlm-coda.onnx'),
      tokenizer: path.join(repoRoot, 'examples', 'mlm', 'tokenizer.json'),
      maxLength: 1024,
      threads: 1,
    });
    try {
      const words = Array.from({ length: 600 }, () => ';');
      const [states] = await encoderStates(long, [words]);
      // `;` is one subword: <s>, 510 of the 600, </s>.
      expect(long.encodeWord(';')).toHaveLength(1);
      expect(states).toHaveLength(512);
      const [short] = await encoderStates(lm, [words]);
      // A model of 256 positions reads what it can: <s>, 254, </s>.
      expect(short).toHaveLength(256);
    } finally {
      await long.release();
    }
  });
});

describe("coda's similarities kept between runs", () => {
  const pool = () =>
    victim.score(inputs).then((scores) =>
      inputs.map((example, i) => {
        const p = argmax({ data: scores.data, rows: inputs.length, cols: 2 }, i);
        return { example, predicted: { teacher: p, student: p } };
      }),
    );
  /** The language model, counting the sequences it runs. */
  const counting = () => {
    const counted = { sequences: 0 };
    const wrapped: MaskedLanguageModel = {
      ...lm,
      run: (sequences, options) => {
        counted.sequences += sequences.length;
        return lm.run(sequences, options);
      },
    };
    return { wrapped, counted };
  };

  it('draws the same references from known similarities without running the language model', async () => {
    const transformer = await createTransformer('c');
    const row = (await victim.score([x])).data.subarray(0, 2);
    const draw = () => createRandom(inputSeed(7, x.row));
    const first = counting();
    const cold = createCodaPreparer(await pool(), transformer, first.wrapped);
    const coldRefs = (await cold.prepare(x, row, 'teacher', draw())).references;
    // x's states and the 66 drawn references' (one run each).
    expect(first.counted.sequences).toBe(1 + 66);
    expect(cold.counts()).toEqual({ reused: 0, computed: 66 });
    // Kept as JSON and read back: the same numbers (JSON keeps every double exactly).
    const kept = JSON.parse(JSON.stringify(cold.similarities())) as unknown;
    expect(isCodaSimilarities(kept)).toBe(true);
    const second = counting();
    const warm = createCodaPreparer(
      await pool(),
      transformer,
      second.wrapped,
      kept as CodaSimilarities,
    );
    const warmRefs = (await warm.prepare(x, row, 'teacher', draw())).references;
    expect(warmRefs.map((r) => r.row)).toEqual(coldRefs.map((r) => r.row));
    expect(warmRefs.map((r) => r.row)).toEqual(expected.references);
    expect(second.counted.sequences).toBe(0);
    expect(warm.counts()).toEqual({ reused: 66, computed: 0 });
  });

  it('reads them from the run before through the language-model cache; a damaged entry is computed again', async () => {
    const p = await victim.score(inputs);
    const q = await student.score(inputs);
    const store = new Map<string, unknown>();
    const languageModelCache = {
      restore: async (k: string) => store.get(k) ?? null,
      save: async (k: string, v: unknown) => void store.set(k, JSON.parse(JSON.stringify(v))),
    };
    const run = () =>
      evaluateAttacks(
        { language: 'c', seed: 7, attack: config },
        { teacher: victim, student },
        inputs,
        { teacher: p.data, student: q.data, cols: 2 },
        { languageModel: lm, languageModelCache },
      ).then(([report]) => report!);
    const cold = await run();
    expect([...store.keys()]).toEqual([expect.stringMatching(/^coda-similarities-[0-9a-f]{40}$/)]);
    const warm = await run();
    expect(cold.references?.similarities).toEqual({ reused: 66, computed: 66 });
    expect(warm.references?.similarities).toEqual({ reused: 132, computed: 0 });
    expect(warm.teacher).toEqual(cold.teacher);
    expect(warm.student).toEqual(cold.student);
    expect(warm.examples).toEqual(cold.examples);
    // Another shape under the key: a miss, computed again, the same outcome.
    const [key] = [...store.keys()];
    store.set(key!, { damaged: [1] });
    const again = await run();
    expect(again.references?.similarities).toEqual({ reused: 66, computed: 66 });
    expect(again.teacher).toEqual(cold.teacher);
  });

  it('lie outside the time budget: a slow language model does not spend the search budget', async () => {
    const p = await victim.score(inputs);
    const q = await student.score(inputs);
    // The clock moves only in the language model's first two runs, 10 s each: the teacher's
    // reference similarities (x's states, then the 66 drawn inputs'). The student draws the
    // same references (the same predictions), whose similarities are known by then; the
    // name rankings run later, inside the search, and take no time here.
    let clock = 0;
    let runs = 0;
    const slow: MaskedLanguageModel = {
      ...lm,
      run: async (sequences, options) => {
        const outputs = await lm.run(sequences, options);
        if (++runs <= 2) clock += 10_000;
        return outputs;
      },
    };
    const [report] = await evaluateAttacks(
      { language: 'c', seed: 7, attack: { ...config, timeBudgetSeconds: 1 } },
      { teacher: victim, student },
      inputs,
      { teacher: p.data, student: q.data, cols: 2 },
      { languageModel: slow, now: () => clock },
    );
    // 20 s of similarities against a budget of 1 s: the input is attacked all the same.
    expect(report).toMatchObject({ selected: 1, evaluated: 1, budgetExhausted: false });
    expect(report!.references?.similarities).toEqual({ reused: 66, computed: 66 });
    expect([report!.outsideBudgetMs, report!.elapsedMs]).toEqual([20_000, 20_000]);
  });
});

describe('coda search (attacker.py: change_code_style on 64 copies of x, then 64 renaming rounds)', () => {
  it('keeps x when the reference R3 (every s += b written long) does not lower p(y), then renames round by round', async () => {
    victim.batches.length = 0;
    const p = await victim.score(inputs);
    const q = await student.score(inputs);
    victim.batches.length = 0;
    const [report] = await evaluateAttacks(
      { language: 'c', seed: 7, attack: config },
      { teacher: victim, student },
      inputs,
      { teacher: p.data, student: q.data, cols: 2 },
      { languageModel: lm },
    );
    const batches = victim.batches;
    // The reference's R1 changes nothing and it has no R2: R3's compound-assignment (probability
    // 1: no compound assignment in the references) writes the one `s += b` long; x has no
    // literal for R4 to move. The victim
    // weighs neither, so z stays −1 + 1.5 (the while) = 0.5: not lower, x stays the base.
    expect(batches[0]).toEqual([
      'int f(int a, int b) { int s = a; while (b > a) { s = s + b; b = a - b; } return s; }',
    ]);
    const names = (code: string) => {
      const m = /^int f\(int (\w+), int (\w+)\) \{ int (\w+) =/.exec(code)!;
      return { a: m[1], b: m[2], s: m[3] };
    };
    // The same rounds as from the restructured code (the names do not depend on the base).
    expect(batches[1]!.map(names)).toEqual(
      expected.variants.map((v) => ({ a: v.a ?? 'a', b: v.b ?? 'b', s: v.s ?? 's' })),
    );
    expect(batches[1]!.every((code) => code.includes('while ('))).toBe(true);
    // The victim's name used at least once: z ≤ 0.5 − 0.5 = 0, class 0 (argmax's first on a tie).
    expect(report!.examples[0]).toMatchObject({ model: 'teacher', transformations: [] });
    expect(report!.teacher).toMatchObject({
      success: rate(1, 1),
      queries: 1 + expected.variants.length,
      restructured: 0,
    });
    expect(report!.rewrites).toEqual([
      { rule: 'R3 calculation', kinds: ['compound-assignment', 'increment-form'] },
      { rule: 'R4 constant', kinds: ['literal-variable'] },
    ]);
    // The locals and parameters, not the reference's names: a departure the report names.
    expect(report!.nonReference).toEqual(['coda-identifiers: locals']);
  });

  it('restructures x, then renames round by round, and returns the first flip in order (coda-structure: extended)', async () => {
    victim.batches.length = 0;
    const p = await victim.score(inputs);
    const q = await student.score(inputs);
    victim.batches.length = 0;
    const [report] = await evaluateAttacks(
      { language: 'c', seed: 7, attack: { ...config, codaStructure: 'extended' } },
      { teacher: victim, student },
      inputs,
      { teacher: p.data, student: q.data, cols: 2 },
      { languageModel: lm },
    );
    const batches = victim.batches;
    // R1 (always) rewrites the while loop as a for loop; R3's compound-assignment runs with
    // probability 1 (no compound assignment in the references) and writes s += b long; R2, R4
    // and increment-form find nothing to change. All 64 variants are this one text, scored once:
    // z = −1 + 1.2 = 0.2 < 0.5, kept as the code the renaming starts from.
    const restructured =
      'int f(int a, int b) { int s = a; for (; b > a;) { s = s + b; b = a - b; } return s; }';
    expect(batches[0]).toEqual([restructured]);
    // The rounds: a, b, s renamed to their i-th candidates, cumulatively within a round.
    const names = (code: string) => {
      const m = /^int f\(int (\w+), int (\w+)\) \{ int (\w+) =/.exec(code)!;
      return { a: m[1], b: m[2], s: m[3] };
    };
    expect(batches[1]!.map(names)).toEqual(
      expected.variants.map((v) => ({ a: v.a ?? 'a', b: v.b ?? 'b', s: v.s ?? 's' })),
    );
    // The first variant that uses the victim's name flips it (z = 0.2 − 0.5 · 5 < 0 on b).
    const flip = expected.variants[expected.flip]!;
    expect(report!.examples[0]).toMatchObject({
      model: 'teacher',
      transformations: ['loop-rewrite', 'compound-assignment'],
      renames: Object.entries(flip).map(([from, to]) => [0, from, to]),
    });
    expect(Object.values(flip)).toContain(expected.victimName);
    expect(report!.teacher).toMatchObject({
      success: rate(1, 1),
      queries: 1 + expected.variants.length,
      restructured: 1,
    });
    // The reference's budget counts its names: a, b and s, and the function f.
    expect(report!.referenceQueriesPerInput).toBe(64 + 64 * 4);
    expect(report!.nonReference).toEqual(['coda-structure: extended', 'coda-identifiers: locals']);
    // The student (the same victim) draws the same 66: their similarities are the teacher's.
    expect(report!.references).toEqual({
      similarity: 'language-model',
      languageModel: 'mlm-coda.onnx',
      pool: 73,
      similarities: { reused: 66, computed: 66 },
    });
  });

  it('stops at a query cap: the structure variant, then the first renaming variants that fit', async () => {
    victim.batches.length = 0;
    const p = await victim.score(inputs);
    const q = await student.score(inputs);
    victim.batches.length = 0;
    const cap = 1 + expected.flip; // the flipping variant is the one that does not fit
    const [report] = await evaluateAttacks(
      { language: 'c', seed: 7, attack: { ...config, queries: cap } },
      { teacher: victim, student },
      inputs,
      { teacher: p.data, student: q.data, cols: 2 },
      { languageModel: lm },
    );
    expect(victim.batches.map((b) => b.length)).toEqual([1, expected.flip]);
    expect(report!.teacher).toMatchObject({ success: rate(0, 1), queries: cap });
    expect(report).toMatchObject({ queriesPerInput: cap, referenceQueriesPerInput: 64 + 64 * 4 });
  });

  it("renames the reference's names, the function's own name ranked against the references' function names (coda-identifiers: reference)", async () => {
    victim.batches.length = 0;
    const p = await victim.score(inputs);
    const q = await student.score(inputs);
    victim.batches.length = 0;
    const [report] = await evaluateAttacks(
      { language: 'c', seed: 7, attack: { ...config, codaIdentifiers: 'reference' } },
      { teacher: victim, student },
      inputs,
      { teacher: p.data, student: q.data, cols: 2 },
      { languageModel: lm },
    );
    const batches = victim.batches;
    // The structure step as before; x stays the base.
    expect(batches[0]).toHaveLength(1);
    const names = (code: string) => {
      const m = /^int (\w+)\(int (\w+), int (\w+)\) \{ int (\w+) =/.exec(code)!;
      return { f: m[1], a: m[2], b: m[3], s: m[4] };
    };
    // Each round renames a, b and s, then f (its one candidate: the references' g).
    expect(expected.rankedFunctions.f).toEqual(['g']);
    expect(batches[1]!.map(names)).toEqual(
      expected.variantsReference.map((v) => ({
        f: v.f ?? 'f',
        a: v.a ?? 'a',
        b: v.b ?? 'b',
        s: v.s ?? 's',
      })),
    );
    const flip = expected.variantsReference[expected.flipReference]!;
    expect(report!.examples[0]).toMatchObject({
      model: 'teacher',
      renames: Object.entries(flip).map(([from, to]) => [0, from, to]),
    });
    expect(report!.teacher).toMatchObject({
      success: rate(1, 1),
      queries: 1 + expected.variantsReference.length,
    });
    expect(report!.referenceQueriesPerInput).toBe(64 + 64 * 4);
    expect(report!.nonReference).toEqual([]);
  });
});

describe('coda on an input with two R3 sites and two literals (make_coda.py, x2)', () => {
  const x2 = example(0, [expected.literals.code], 1);
  const data = [x2, ...inputs.slice(1)];
  /** A victim that calls a while loop class 1: right on x2 and the references, never flipped. */
  const robust = () => fakeSource((code) => (code.includes('while') ? 0.9 : 0.1));
  const run = async (codaIdentifiers: 'locals' | 'reference') => {
    const teacher = robust();
    const [report] = await attackWith(
      { language: 'c', seed: 7, attack: { ...config, codaIdentifiers } },
      { teacher, student: robust() },
      data,
      { languageModel: lm },
    );
    // The originals, then the structure batch and the renaming batch.
    const batches: string[][] = [];
    let start = 0;
    for (const size of teacher.calls) {
      batches.push(teacher.seen.slice(start, start + size).map((texts) => texts[0]!));
      start += size;
    }
    const [, structure, rounds] = batches;
    return { report: report!, structure: structure!, rounds: rounds! };
  };
  /** A structure text of the script's with @k for R4's k-th new name, as a pattern: group k + 1. */
  const pattern = (text: string) => {
    const seen = new Set<string>();
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(
      `^${escaped.replace(/@(\d)/g, (_match, k: string) => {
        if (seen.has(k)) return `\\${Number(k) + 1}`;
        seen.add(k);
        return '(\\w+)';
      })}$`,
    );
  };

  it('writes every compound assignment long, then moves every literal, as its two structure variants', async () => {
    const { report, structure } = await run('locals');
    const [longForm, moved] = expected.literals.structure;
    // R3 at probability 1 (no compound assignment among the references) on both sites;
    // R4 at 0.5, all literals or none: two distinct variants among the 64, scored once each.
    expect(structure).toHaveLength(2);
    expect(structure).toContain(longForm);
    const withLiterals = structure.find((t) => t !== longForm)!;
    const match = pattern(moved).exec(withLiterals);
    expect(match).not.toBeNull();
    // Two new names, distinct, drawn from the references' names that x2 does not use.
    const [, first, second] = match!;
    expect(first).not.toBe(second);
    expect(expected.literals.newNames).toContain(first);
    expect(expected.literals.newNames).toContain(second);
    expect(report.teacher).toMatchObject({ success: rate(0, 1) });
  });

  it("renames round by round from x2 (no variant lowered p), the locals or the reference's names", async () => {
    const names = (code: string) => {
      const m = /^int (\w+)\(int (\w+), int (\w+)\) \{ int (\w+) =/.exec(code)!;
      return { f: m[1], a: m[2], b: m[3], s: m[4] };
    };
    const asNames = (v: Record<string, string>) => ({
      f: v.f ?? 'f',
      a: v.a ?? 'a',
      b: v.b ?? 'b',
      s: v.s ?? 's',
    });
    const locals = await run('locals');
    expect(locals.rounds.map(names)).toEqual(expected.literals.variants.map(asNames));
    // Every variant scored, none flips: 2 structure variants and the rounds.
    expect(locals.report.teacher).toMatchObject({
      queries: 2 + expected.literals.variants.length,
    });
    const reference = await run('reference');
    expect(reference.rounds.map(names)).toEqual(expected.literals.variantsReference.map(asNames));
    expect(reference.report.teacher).toMatchObject({
      queries: 2 + expected.literals.variantsReference.length,
    });
    expect(reference.report.referenceQueriesPerInput).toBe(64 + 64 * 4);
  });
});
