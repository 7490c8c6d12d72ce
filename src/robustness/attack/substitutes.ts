/**
 * ALERT's naturalness-aware substitutes from a masked language model, once
 * per data set: they depend on the code and the language model only, never
 * on the models under test. Ported from soarsmu/attack-pretrain-models-of-code
 * CodeXGLUE/Defect-detection/preprocess/get_substitutes.py (main) and
 * utils.py (get_substitues, get_bpe_substitues).
 *
 * Per function:
 * 1. Its tokens (code-tokens.ts) joined by spaces, each token encoded on its
 *    own (_tokenize), `<s>` + the subwords cut to maxLength − 2 + `</s>`, one
 *    pass of the language model: the top `SUBSTITUTE_PREDICTIONS` (60)
 *    predictions at every subword position (torch.topk(..., 60)) and the
 *    contextual embeddings.
 * 2. For each identifier to rename (a renamable local or parameter) and each
 *    of its occurrences inside the block: the 60 candidates put in the
 *    occurrence's subword positions one column at a time, each run through
 *    the language model (one batch of 60), and ranked by the mean cosine
 *    similarity of the occurrence's contextual embeddings with the
 *    original's ("sum(cos(orig_word_embed, new_word_embed)) /
 *    subwords_leng"); the best half (30) is kept.
 * 3. Words from the kept columns (get_substitues, threshold 0): for a
 *    one-subword occurrence the 30 tokens decoded; for a longer one
 *    get_bpe_substitues: the first 4 candidates of each of the first 12
 *    subword positions combined position by position (keeping 24 partial
 *    combinations before each expansion), the first 24 combinations run
 *    through the language model alone and ordered by perplexity
 *    exp(mean cross-entropy of each combination's own ids), lowest first.
 * 4. The union over occurrences, trimmed, minus the function's identifiers
 *    and anything not a valid new name (is_valid_substitue).
 *
 * Departures, and why: the reference keeps the union in a Python set, whose
 * order depends on the hash seed, so the 30 the attack tries are an
 * arbitrary 30; here the list keeps the order of first appearance
 * (occurrence by occurrence, best first) and the attack tries 30 of a
 * seeded shuffle of it per input (schedule.ts), reproducibly. Like the
 * reference (tokenizer._decode), tokens are decoded to text before they are
 * validated. Identifiers are this project's renamable locals and
 * parameters, not every name the reference's parser lists.
 */
import { entryKey } from '../../store/key.js';
import type { Example } from '../../data/types.js';
import { sha256Text } from '../../hash.js';
import type { MaskedLanguageModel, MaskedLmOutput } from '../../inference/masked-lm.js';
import type { CodeTransformer } from '../../transforms/index.js';
import type { InputSubstitutes } from '../types.js';

export type { InputSubstitutes };
import { codeTokens } from './code-tokens.js';
import { isCandidateName } from './vocabulary.js';

/** torch.topk(word_predictions, 60, -1) in get_substitutes.py. */
export const SUBSTITUTE_PREDICTIONS = 60;
/** get_bpe_substitues: substitutes[0:12, 0:4] and the 24 combinations kept. */
const BPE_POSITIONS = 12;
const BPE_CANDIDATES = 4;
const BPE_COMBINATIONS = 24;

/** What the substitutes of a data set depend on besides the code: part of the cache key. */
export interface SubstituteSettings {
  predictions: number;
  maxLength: number;
}

export function defaultSubstituteSettings(maxLength: number): SubstituteSettings {
  return { predictions: SUBSTITUTE_PREDICTIONS, maxLength };
}

/**
 * The store key of a data set's substitutes: the inputs' code, the language
 * model's digest and the settings (and the code version, store/key.ts).
 */
export function substituteCacheKey(
  examples: readonly Example[],
  languageModelDigest: string,
  settings: SubstituteSettings,
): string {
  return entryKey('alert-substitutes', {
    inputs: sha256Text(JSON.stringify(examples.map((e) => [e.id, e.texts]))),
    languageModel: { digest: languageModelDigest },
    settings,
  });
}

/** A cached value of the shape of a data set's substitutes (anything else is a miss). */
export function isSubstituteList(value: unknown): value is InputSubstitutes[] {
  const isNames = (names: unknown) =>
    Array.isArray(names) && names.every((name) => typeof name === 'string');
  const isFunction = (map: unknown) =>
    typeof map === 'object' &&
    map !== null &&
    !Array.isArray(map) &&
    Object.values(map).every(isNames);
  return (
    Array.isArray(value) && value.every((input) => Array.isArray(input) && input.every(isFunction))
  );
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  // torch.nn.CosineSimilarity(eps=1e-6): x·y / max(‖x‖‖y‖, eps)
  return dot / Math.max(Math.sqrt(na) * Math.sqrt(nb), 1e-6);
}

/** Perplexity of each sequence predicting its own ids (get_bpe_substitues' ppl). */
async function perplexities(lm: MaskedLanguageModel, sequences: number[][]): Promise<number[]> {
  const outputs = await lm.run(sequences);
  return sequences.map((sequence, n) => {
    let loss = 0;
    sequence.forEach((id, t) => {
      const row = outputs[n]!.logits(t);
      if (row === null) throw new Error('perplexity needs the full logits output');
      let max = -Infinity;
      for (const v of row) if (v > max) max = v;
      let sum = 0;
      for (const v of row) sum += Math.exp(v - max);
      loss += max + Math.log(sum) - row[id]!;
    });
    return Math.exp(loss / sequence.length);
  });
}

/** Words from the kept columns of an occurrence ([subwords][30] ids), as get_substitues. */
async function wordsOf(lm: MaskedLanguageModel, columns: number[][]): Promise<string[]> {
  if (columns.length === 0) return [];
  if (columns.length === 1) return columns[0]!.map((id) => lm.decode([id]));
  let combos: number[][] = [];
  for (const position of columns.slice(0, BPE_POSITIONS)) {
    const options = position.slice(0, BPE_CANDIDATES);
    combos =
      combos.length === 0
        ? options.map((id) => [id])
        : combos
            .slice(0, BPE_COMBINATIONS)
            .flatMap((prefix) => options.map((id) => [...prefix, id]));
  }
  combos = combos.slice(0, BPE_COMBINATIONS);
  // Without full logits (a top-k graph) the perplexity cannot be computed: keep the order.
  let order = combos.map((_, i) => i);
  try {
    const ppl = await perplexities(lm, combos);
    order = order.sort((a, b) => ppl[a]! - ppl[b]! || a - b);
  } catch {
    // top-k contract: combinations stay in the order they were built
  }
  return order.map((i) => lm.decode(combos[i]!));
}

/** The substitutes of one function's identifiers; see the module comment. */
export async function functionSubstitutes(
  lm: MaskedLanguageModel,
  transformer: CodeTransformer,
  code: string,
  predictions = SUBSTITUTE_PREDICTIONS,
): Promise<Record<string, string[]>> {
  const listed = transformer.listRenamable(code);
  if (listed.status !== 'ok' || listed.names.length === 0) return {};
  const words = codeTokens(code).map((t) => t.text);
  const keys: [number, number][] = [];
  const subwords: number[] = [];
  for (const word of words) {
    const ids = lm.encodeWord(word);
    keys.push([subwords.length, subwords.length + ids.length]);
    subwords.push(...ids);
  }
  const kept = subwords.slice(0, lm.maxLength - 2);
  const input = [lm.bos, ...kept, lm.eos];
  const [original] = await lm.run([input]);
  const identifiers = new Set([...listed.taken, ...listed.names]);
  const out: Record<string, string[]> = {};
  for (const name of listed.names) {
    const found: string[] = [];
    for (let w = 0; w < words.length; w++) {
      if (words[w] !== name) continue;
      const [from, to] = keys[w]!;
      if (to > kept.length || from === to) continue; // outside the block
      const positions = Array.from({ length: to - from }, (_, j) => from + j + 1);
      const top = positions.map((p) => original!.top(p, predictions).ids);
      const variants = Array.from({ length: top[0]!.length }, (_, i) => {
        const ids = [...input];
        positions.forEach((p, j) => (ids[p] = top[j]![i]!));
        return ids;
      });
      const runs: MaskedLmOutput[] = await lm.run(variants, { statesOnly: true });
      const sims = runs.map((run, i) => {
        let sum = 0;
        for (const p of positions) sum += cosine(original!.hidden(p), run.hidden(p));
        return { i, sim: sum / positions.length };
      });
      sims.sort((a, b) => b.sim - a.sim || a.i - b.i);
      const best = sims.slice(0, Math.floor(top[0]!.length / 2)).map((s) => s.i);
      const columns = top.map((ids) => best.map((i) => ids[i]!));
      found.push(...(await wordsOf(lm, columns)));
    }
    const seen = new Set<string>();
    const list: string[] = [];
    for (const raw of found) {
      const word = raw.trim();
      if (seen.has(word)) continue;
      seen.add(word);
      if (identifiers.has(word) || !isCandidateName(transformer.language, word)) continue;
      list.push(word);
    }
    if (list.length > 0) out[name] = list;
  }
  return out;
}

/**
 * The substitutes of every input (per function), computed with the language
 * model; once `expired` says so, of the inputs done so far only.
 */
export async function computeSubstitutes(
  lm: MaskedLanguageModel,
  transformer: CodeTransformer,
  examples: readonly Example[],
  predictions = SUBSTITUTE_PREDICTIONS,
  expired: () => boolean = () => false,
  onInput: (done: number) => void = () => {},
): Promise<InputSubstitutes[]> {
  const out: InputSubstitutes[] = [];
  for (const example of examples) {
    // The run's time limit: the inputs done so far, fewer than asked for.
    if (expired()) break;
    const perFunction: Record<string, string[]>[] = [];
    for (const text of example.texts) {
      perFunction.push(await functionSubstitutes(lm, transformer, text, predictions));
    }
    out.push(perFunction);
    onInput(out.length);
  }
  return out;
}

/**
 * Substitutes from a file the reference's own preprocessing wrote
 * (get_substitutes.py: one JSON object per line with `idx` and
 * `substitutes`, identifier -> list): matched to the inputs by id (`idx`),
 * the same list for every function of an input.
 *
 * @returns per input, null when the file has no line for it.
 */
export function substitutesFromReferenceFile(
  text: string,
  examples: readonly Example[],
  where: string,
): (InputSubstitutes | null)[] {
  const byId = new Map<string, Record<string, string[]>>();
  text.split('\n').forEach((line, n) => {
    if (line.trim() === '') return;
    let item: unknown;
    try {
      item = JSON.parse(line);
    } catch {
      throw new RangeError(
        `${where}:${n + 1}: not a JSON line (expected {"idx": ..., "substitutes": {...}})`,
      );
    }
    const { idx, substitutes } = (item ?? {}) as { idx?: unknown; substitutes?: unknown };
    if (idx === undefined || typeof substitutes !== 'object' || substitutes === null) {
      throw new RangeError(
        `${where}:${n + 1}: needs "idx" and "substitutes" (identifier -> list of names)`,
      );
    }
    const clean: Record<string, string[]> = {};
    for (const [name, list] of Object.entries(substitutes)) {
      if (Array.isArray(list)) clean[name] = list.filter((s): s is string => typeof s === 'string');
    }
    byId.set(String(idx), clean);
  });
  return examples.map((example) => {
    const found = byId.get(example.id);
    return found === undefined ? null : example.texts.map(() => found);
  });
}
