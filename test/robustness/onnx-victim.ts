/**
 * The attack parity tests' victims: the tiny ONNX graphs of
 * test/fixtures/attacks/make_victims.py behind the project's own inference
 * path (tokenizer, input format, onnxSource), with a record of every batch.
 */
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { parseConfig } from '../../src/config/load.js';
import type { AttackConfig, OnnxModelConfig } from '../../src/config/types.js';
import type { Example } from '../../src/data/types.js';
import { createInputFormat } from '../../src/encode/formats/index.js';
import { TokenCache } from '../../src/encode/token-cache.js';
import { loadTokenizer } from '../../src/encode/tokenizer.js';
import { openOnnxModel } from '../../src/inference/onnx-model.js';
import { onnxSource, type ProbabilitySource } from '../../src/inference/sources.js';
import { evaluateAttacks } from '../../src/robustness/index.js';
import type { AttackReport } from '../../src/robustness/types.js';
import { repoRoot } from '../shared.js';

export const VICTIMS = path.join(repoRoot, 'test', 'fixtures', 'attacks');

export interface Victim extends ProbabilitySource {
  /** Every batch scored, as the code of each example (functions joined by a newline). */
  batches: string[][];
  release(): Promise<void>;
}

/** Opens `test/fixtures/attacks/<name>.onnx` as a victim that records its batches. */
export async function openVictim(name: string): Promise<Victim> {
  const file = path.join(VICTIMS, `${name}.onnx`);
  const tokenizerFile = path.join(repoRoot, 'examples', 'vulnerability', 'tokenizer-teacher.json');
  const config = parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: path.join(repoRoot, 'examples', 'data', 'vulnerability-demo.jsonl') },
      teacher: { model: file, tokenizer: tokenizerFile, 'max-length': 128 },
      student: { model: file, tokenizer: tokenizerFile, 'max-length': 128 },
      threads: 1,
    },
    repoRoot,
  );
  const modelConfig = config.teacher as OnnxModelConfig;
  const tokenizer = await loadTokenizer(modelConfig.tokenizer, 'teacher');
  const model = await openOnnxModel(ort as never, file, { threads: 1, what: 'teacher' });
  const format = await createInputFormat({
    config: modelConfig,
    tokenizer,
    tokens: new TokenCache(tokenizer, modelConfig),
    inputs: model.graphInputs,
    fixedLength: model.fixedLength,
    what: 'teacher',
  });
  const source = onnxSource(model, format, modelConfig, 'teacher');
  const batches: string[][] = [];
  return {
    get elapsedMs() {
      return source.elapsedMs;
    },
    get tokens() {
      return source.tokens;
    },
    get renormalised() {
      return source.renormalised;
    },
    batches,
    async score(examples: readonly Example[]) {
      batches.push(examples.map((e) => e.texts.join('\n')));
      return source.score(examples);
    },
    release: () => model.release(),
  };
}

const opened: Victim[] = [];

/** Releases every victim runAttack opened (a test file's afterAll). */
export async function releaseVictims(): Promise<void> {
  for (const victim of opened.splice(0)) await victim.release();
}

/**
 * Runs one method with victim `name` as both teacher and student (seed 7).
 * Returns the report and the teacher's batches after its scoring of x,
 * without the last batch when the teacher had successes (the scoring of its
 * adversarial examples for the relations, not the search's).
 */
export async function runAttack(
  name: string,
  config: AttackConfig,
  inputs: Example[],
  vocabularyFrom: Example[],
  referenceSubstitutes: string | null = null,
): Promise<{ report: AttackReport; batches: string[][] }> {
  const teacher = await openVictim(name);
  const student = await openVictim(name);
  opened.push(teacher, student);
  const p = await teacher.score(inputs);
  const q = await student.score(inputs);
  teacher.batches.length = 0;
  const [report] = await evaluateAttacks(
    { language: 'c', seed: 7, attack: config },
    { teacher, student },
    inputs,
    { teacher: p.data, student: q.data, cols: p.cols },
    {
      vocabularyFrom,
      referenceSubstitutes:
        referenceSubstitutes === null ? null : { text: referenceSubstitutes, where: 'subs.jsonl' },
    },
  );
  const batches =
    report!.teacher!.success.violations > 0 ? teacher.batches.slice(0, -1) : teacher.batches;
  return { report: report!, batches };
}
