/**
 * CODA's reference inputs and the two things it reads from them: their code
 * style (which structure rewrites to apply, and how likely) and their
 * identifiers (the renaming candidates), after tianzhaotju/CODA
 * test/VulnerabilityPrediction/code/attacker.py (Attacker.attack,
 * get_embeddings), test/VulnerabilityPrediction/dataset/get_reference.py
 * (main, get_embeddings) and python_parser/run_parser.py (get_code_style,
 * get_identifiers, remove_strings). Everything here is pure but the
 * language-model calls, which the caller passes in.
 */
import type { CodaIdentifiers, PairSide } from '../../config/types.js';
import { entryKey } from '../../store/key.js';
import type { Example } from '../../data/types.js';
import { sha256Text } from '../../hash.js';
import type { MaskedLanguageModel } from '../../inference/masked-lm.js';
import {
  isValidNewName,
  type CodeTransformer,
  type TransformLanguage,
} from '../../transforms/index.js';
import type { Random } from '../../transforms/random.js';
import { codeShape, shapeDistance } from './code-difference.js';
import { referenceIdentifiers, type ReferenceIdentifiers } from './coda-identifiers.js';
import { codeTokens } from './code-tokens.js';
import { attackedFunctions, type RankNames } from './search.js';

/** attack(): NUMBER_1, the candidate references drawn. */
export const CODA_DRAWN = 256;
/** attack(): NUMBER_2, the references kept, the structure variants and the renaming rounds. */
export const CODA_REFERENCES = 64;
/** get_embeddings: "sub_words[:512 - 2]", the subwords the encoder states are read from. */
export const CODA_STATE_SUBWORDS = 510;

/**
 * The second most likely class of a probability row: attack() sets the
 * largest probability to -1 and takes np.argmax again (the first index of
 * the largest of the rest).
 */
export function secondClass(row: ArrayLike<number>): number {
  let first = 0;
  for (let k = 1; k < row.length; k++) if (row[k]! > row[first]!) first = k;
  let second = first === 0 ? 1 : 0;
  for (let k = 0; k < row.length; k++) {
    if (k !== first && row[k]! > row[second]!) second = k;
  }
  return second;
}

/**
 * The candidate references attack() draws from `pool` (the inputs of the
 * second class that the victim predicts correctly, in data-set order:
 * get_reference.py keeps only those, by true label): a random permutation
 * (np.random.choice(..., replace=False)); an input with fewer names of any
 * kind than x is passed over (`counts` and `own` list them kind by kind: the
 * vulnerability variant's "if len(i['variable_name']) < len(variable_names)
 * or len(i['function_name']) < len(function_names): continue", the clone
 * variant's variable names of the first function alone); at most
 * `CODA_DRAWN` kept. The vulnerability variant then fills up (`fill`): when
 * fewer than `CODA_REFERENCES` are found, the first ones of the pool make up
 * that many ("random_subs.extend(...[:NUMBER_2 - len(random_subs)])", so an
 * input can appear twice); the clone variant has no such line.
 */
export function drawReferences<T>(
  pool: readonly T[],
  counts: (candidate: T) => readonly number[],
  own: readonly number[],
  random: Random,
  fill: boolean,
): T[] {
  const drawn: T[] = [];
  for (const candidate of random.shuffle(pool)) {
    const theirs = counts(candidate);
    if (own.some((n, kind) => theirs[kind]! < n)) continue;
    drawn.push(candidate);
    if (drawn.length >= CODA_DRAWN) break;
  }
  if (fill && drawn.length < CODA_REFERENCES)
    drawn.push(...pool.slice(0, CODA_REFERENCES - drawn.length));
  return drawn;
}

/**
 * The `CODA_REFERENCES` most similar of the drawn references, most similar
 * first; equal similarities keep the order of the draw (Python's sorted is
 * stable).
 */
export function nearestReferences<T>(drawn: readonly T[], similarity: readonly number[]): T[] {
  return drawn
    .map((candidate, k) => ({ candidate, k, s: similarity[k]! }))
    .sort((a, b) => b.s - a.s || a.k - b.k)
    .slice(0, CODA_REFERENCES)
    .map((r) => r.candidate);
}

/**
 * The words the language model reads for code, as get_embeddings builds
 * them: with `mask`, every identifier (a valid, non-reserved name:
 * get_identifiers lists every such token as a variable or function name)
 * replaced by the text `<unk>`, which the reference's parser then reads as
 * the three tokens `<`, `unk`, `>` (the clone variant reads the second
 * function of a pair unmasked: "get_embeddings(code2, [], ...)"); string and
 * character literals emptied (remove_strings); comments dropped; the tokens
 * of every function of `texts` in order.
 */
export function maskedWords(
  texts: readonly string[],
  language: TransformLanguage,
  mask = true,
): string[] {
  const words: string[] = [];
  for (const text of texts) {
    for (const { text: token } of codeTokens(text)) {
      if (mask && /^[A-Za-z_$][\w$]*$/.test(token) && isValidNewName(language, token)) {
        words.push('<', 'unk', '>');
      } else if (token.startsWith('"')) words.push('""');
      else if (token.startsWith("'")) words.push("''");
      else words.push(token);
    }
  }
  return words;
}

/**
 * How many distinct names code calls or defines (get_identifiers' function
 * names: a valid, non-reserved name that some occurrence of is followed by
 * `(`); attack() passes over a reference with fewer than x.
 */
export function functionNames(texts: readonly string[], language: TransformLanguage): number {
  const names = new Set<string>();
  for (const text of texts) {
    const tokens = codeTokens(text);
    tokens.forEach(({ text: token }, k) => {
      if (
        tokens[k + 1]?.text === '(' &&
        /^[A-Za-z_$][\w$]*$/.test(token) &&
        isValidNewName(language, token)
      )
        names.add(token);
    });
  }
  return names.size;
}

/**
 * The encoder states of inputs (get_embeddings: `<s>`, each word encoded on
 * its own (utils.py, _tokenize), cut to `CODA_STATE_SUBWORDS` subwords, or
 * to the model's length − 2 when that is shorter (a longer sequence would
 * not run), `</s>`; RobertaForMaskedLM.roberta(...)[0]): per input, one
 * vector per position.
 */
export async function encoderStates(
  lm: MaskedLanguageModel,
  inputs: readonly (readonly string[])[],
): Promise<Float32Array[][]> {
  if (inputs.length === 0) return [];
  const sequences = inputs.map((words) => {
    const ids: number[] = [];
    for (const word of words) ids.push(...lm.encodeWord(word));
    return [lm.bos, ...ids.slice(0, Math.min(CODA_STATE_SUBWORDS, lm.maxLength - 2)), lm.eos];
  });
  const outputs = await lm.run(sequences, { statesOnly: true });
  return sequences.map((sequence, n) =>
    sequence.map((_, t) => Float32Array.from(outputs[n]!.hidden(t))),
  );
}

/**
 * The similarity attack() ranks references by: both state matrices padded
 * with zeros to 512 positions, torch.nn.CosineSimilarity(dim=1, eps=1e-6),
 * which compares them along the positions, one cosine per hidden unit, then
 * "np.sum(...) / embeddings_leng" (the hidden size): the mean over hidden
 * units of the cosine between the two columns. Zero padding adds nothing to
 * a dot product or a norm, so the columns are compared as they are.
 */
export function stateSimilarity(a: readonly Float32Array[], b: readonly Float32Array[]): number {
  const hidden = a[0]?.length ?? 0;
  if (hidden === 0 || b.length === 0) return 0;
  let total = 0;
  for (let d = 0; d < hidden; d++) {
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (let t = 0; t < a.length; t++) na += a[t]![d]! * a[t]![d]!;
    for (let t = 0; t < b.length; t++) nb += b[t]![d]! * b[t]![d]!;
    for (let t = 0; t < Math.min(a.length, b.length); t++) dot += a[t]![d]! * b[t]![d]!;
    // torch.nn.CosineSimilarity(eps=1e-6): x·y / max(‖x‖‖y‖, eps)
    total += dot / Math.max(Math.sqrt(na) * Math.sqrt(nb), 1e-6);
  }
  return total / hidden;
}

/**
 * The embedding of one identifier, standing in for FastText's
 * get_word_vector (attacker.py ranks candidate names by it): the name alone
 * run through the language model (`<s>`, its subwords, `</s>`) and the mean
 * of its subwords' input embeddings (`input_embeddings`), or of their
 * encoder states when the graph has no input embeddings.
 */
export async function nameEmbeddings(
  lm: MaskedLanguageModel,
  names: readonly string[],
): Promise<Float64Array[]> {
  if (names.length === 0) return [];
  const sequences = names.map((name) => [
    lm.bos,
    ...lm.encodeWord(name).slice(0, lm.maxLength - 2),
    lm.eos,
  ]);
  const outputs = await lm.run(sequences, { statesOnly: true });
  return sequences.map((sequence, n) => {
    const output = outputs[n]!;
    const width = output.hidden(0).length;
    const mean = new Float64Array(width);
    const inner = Math.max(1, sequence.length - 2);
    for (let t = 1; t <= sequence.length - 2; t++) {
      const vector = output.inputEmbedding(t) ?? output.hidden(t);
      for (let d = 0; d < width; d++) mean[d]! += vector[d]! / inner;
    }
    return mean;
  });
}

/** 1 − scipy's cosine distance: u·v / (‖u‖‖v‖); 0 for a zero vector. */
export function cosineSimilarity(u: ArrayLike<number>, v: ArrayLike<number>): number {
  let dot = 0;
  let nu = 0;
  let nv = 0;
  for (let d = 0; d < u.length; d++) {
    dot += u[d]! * v[d]!;
    nu += u[d]! * u[d]!;
    nv += v[d]! * v[d]!;
  }
  const norm = Math.sqrt(nu) * Math.sqrt(nv);
  return norm === 0 ? 0 : dot / norm;
}

/**
 * The candidate names of one identifier: every other candidate, most
 * similar first (attacker.py: "temp.append([j[0], 1 - cosine_distance(i_vec,
 * j[1])])", sorted in reverse, the identifier's own name left out). Equal
 * similarities keep the candidates' order (the reference iterates a Python
 * set, whose order depends on the hash seed; here the order of first
 * appearance in the references, nearest reference first).
 */
export function rankCandidates(
  name: string,
  own: ArrayLike<number>,
  candidates: readonly { name: string; vector: ArrayLike<number> }[],
): string[] {
  return candidates
    .filter((c) => c.name !== name)
    .map((c, k) => ({ name: c.name, k, s: cosineSimilarity(own, c.vector) }))
    .sort((a, b) => b.s - a.s || a.k - b.k)
    .map((c) => c.name);
}

/** How often a substring occurs (Python's str.count: non-overlapping, left to right). */
function count(text: string, part: string): number {
  let n = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) n++;
  return n;
}

/**
 * The references' code style as get_code_style counts it (C and Java alike
 * but for the print call), each pair turned into shares; a style none of
 * the references shows is 0.5 / 0.5. What change_code_style reads:
 * `print`: share of print calls with a literal argument; `longAssignment`:
 * share of operators among operators and compound assignments (str.count of
 * "+" counts the "+" of "+=" too); `longIncrement`: share of `+`/`-` that
 * are not part of `++`/`--`; `constant`: never counted, always 0.5;
 * `forLoop`: the share of "for" among "while" and "for" substrings.
 */
export interface CodeStyle {
  print: number;
  longAssignment: number;
  longIncrement: number;
  constant: number;
  forLoop: number;
}

export function codeStyle(codes: readonly string[], language: TransformLanguage): CodeStyle {
  const pairs = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ] as [number, number][];
  const prints = language === 'c' ? ['printf('] : ['System.out.println(', 'System.out.print('];
  const compound = ['+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '&=', '|=', '^='];
  for (const code of codes) {
    for (const print of prints) {
      const literal = count(code, `${print}"`);
      pairs[0]![0] += literal;
      pairs[0]![1] += count(code, print) - literal;
    }
    for (const op of compound) {
      pairs[1]![0] += count(code, op.slice(0, -1));
      pairs[1]![1] += count(code, op);
    }
    for (const op of ['++', '--']) {
      const both = count(code, op);
      pairs[2]![0] += count(code, op[0]!) - both;
      pairs[2]![1] += both;
    }
    pairs[4]![0] += count(code, 'while');
    pairs[4]![1] += count(code, 'for');
  }
  // get_code_style normalises [0] first and then divides [1] by the new sum: only
  // [k][0] and [4][1] are read by change_code_style, so the shares below are its values.
  const shares = pairs.map(([a, b]) => {
    if (a === 0 && b === 0) return [0.5, 0.5];
    const first = a / (a + b);
    return [first, b / (first + b)];
  });
  return {
    print: shares[0]![0]!,
    longAssignment: shares[1]![0]!,
    longIncrement: shares[2]![0]!,
    constant: shares[3]![0]!,
    forLoop: shares[4]![1]!,
  };
}

/**
 * The functions of an input coda attacks and reads its references' names and
 * style from: a clone pair's first function with pair-side first (the clone
 * variant: "variable_name1", "function_name1", sub['code1']), else all.
 */
export function attackedTexts(example: Example, pairSide: PairSide): readonly string[] {
  return example.texts.slice(0, attackedFunctions(pairSide, example.texts.length));
}

/** A reference's attacked texts as one code string (attacker.py counts styles on sub['code']). */
export function referenceCode(example: Example, pairSide: PairSide): string {
  return attackedTexts(example, pairSide).join('\n');
}

/** A labelled input of the data set with each victim's predicted class on it. */
export interface PoolInput {
  example: Example;
  predicted: { teacher: number; student: number };
}

/** What coda's search gets for one input and victim. */
export interface CodaInput {
  references: Example[];
  /** Names for the literals R4 moves into new variables, in the order it takes them. */
  newNames: string[];
  rankNames: RankNames;
}

/**
 * Similarities of references to inputs, kept between runs: per input, per
 * reference, stateSimilarity of their encoder states. Both are named by the
 * digest of the words the language model reads (maskedWords), so a value
 * depends only on the two codes and the language model (the cache key names
 * it): a cold run fills it for teacher and student, and a pull request's new
 * student draws its references from the same inputs, whose similarities it
 * then reads instead of running the language model.
 */
export type CodaSimilarities = Record<string, Record<string, number>>;

/** A cached value of the shape of CodaSimilarities (anything else is a miss). */
export function isCodaSimilarities(value: unknown): value is CodaSimilarities {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  return (
    isObject(value) &&
    Object.values(value).every(
      (row) => isObject(row) && Object.values(row).every((s) => Number.isFinite(s)),
    )
  );
}

/**
 * The store key of coda's similarities on a data set: its inputs' code, the
 * language model's digest and length, and the language (maskedWords reads it).
 */
export function codaSimilarityKey(
  pool: readonly Example[],
  languageModelDigest: string,
  maxLength: number,
  language: TransformLanguage,
): string {
  return entryKey('coda-similarities', {
    inputs: sha256Text(JSON.stringify(pool.map((e) => e.texts))),
    languageModel: { digest: languageModelDigest, maxLength },
    settings: { language },
  });
}

export interface CodaPreparer {
  /** How references and names were ranked: the language model's embeddings or the fallback. */
  similarity: 'language-model' | 'code-shape';
  /** The labelled inputs the references are drawn from. */
  pool: number;
  /** Similarities read from `known` and computed by this preparer so far. */
  counts(): { reused: number; computed: number };
  /** The known similarities and those computed, to keep for the next run. */
  similarities(): CodaSimilarities;
  /**
   * The references of x for one victim (its probabilities on x, `row`),
   * drawn with x's random source.
   */
  prepare(
    x: Example,
    row: ArrayLike<number>,
    victim: 'teacher' | 'student',
    random: Random,
  ): Promise<CodaInput>;
}

/**
 * coda's references and name ranking over `pool` (the data set's labelled
 * inputs the gate scored: the victims' predictions on them cost no query).
 * With a language model: encoder states and name embeddings as above, each
 * computed once per run, and no state computed for a pair whose similarity
 * `known` holds (an earlier run's). Without one (the documented fallback):
 * references by code shape (1 − shapeDistance of code-difference.ts), names
 * by how many references use them.
 *
 * A clone pair with pair-side first is read as the clone variant reads it
 * (test/CloneDetection/code/attacker.py): references passed over on the first
 * function's variable names alone, no filling up, and the similarity of the
 * first functions (identifiers masked) plus that of the second functions
 * (unmasked), each padded on its own.
 *
 * An input's names (the draw's counts, the candidates, R4's new variables)
 * are its renamable locals and parameters (`locals`), or under
 * `reference` the names its reference lists (coda-identifiers.ts: variable
 * names, and function names apart).
 */
export function createCodaPreparer(
  pool: readonly PoolInput[],
  transformer: CodeTransformer,
  lm: MaskedLanguageModel | null,
  known: CodaSimilarities = {},
  pairSide: PairSide = 'first',
  identifiers: CodaIdentifiers = 'locals',
): CodaPreparer {
  const language = transformer.language;
  const isClone = (example: Example) => pairSide === 'first' && example.texts.length > 1;
  const namesByRow = new Map<number, ReferenceIdentifiers>();
  /** An input's variable names and function names, as `identifiers` reads them. */
  const identifiersOf = (example: Example): ReferenceIdentifiers => {
    let names = namesByRow.get(example.row);
    if (names === undefined) {
      names = { variables: [], functions: [] };
      for (const text of attackedTexts(example, pairSide)) {
        if (identifiers === 'reference') {
          const listed = referenceIdentifiers(text, language);
          names.variables.push(...listed.variables);
          names.functions.push(...listed.functions);
          continue;
        }
        const result = transformer.listRenamable(text);
        if (result.status === 'ok') names.variables.push(...result.names);
      }
      namesByRow.set(example.row, names);
    }
    return names;
  };
  const namesOf = (example: Example): string[] => identifiersOf(example).variables;
  /** The name counts the draw compares, kind by kind (drawReferences); per row, as the pool is drawn from again for every input. */
  const countsByRow = new Map<number, number[]>();
  const countsOf = (example: Example): number[] => {
    let counts = countsByRow.get(example.row);
    if (counts === undefined) {
      const functions =
        identifiers === 'reference'
          ? identifiersOf(example).functions.length
          : functionNames(example.texts, language);
      counts = isClone(example) ? [namesOf(example).length] : [namesOf(example).length, functions];
      countsByRow.set(example.row, counts);
    }
    return counts;
  };
  // What the language model reads of an input, part by part (one part, or a clone
  // pair's two), and each part's digest (the similarities' name for it).
  const parts = new Map<number, { words: string[]; digest: string }[]>();
  const partsOf = (example: Example) => {
    let read = parts.get(example.row);
    if (read === undefined) {
      const words = isClone(example)
        ? [
            maskedWords(example.texts.slice(0, 1), language),
            maskedWords(example.texts.slice(1), language, false),
          ]
        : [maskedWords(example.texts, language)];
      read = words.map((w) => ({ words: w, digest: sha256Text(JSON.stringify(w)).slice(0, 32) }));
      parts.set(example.row, read);
    }
    return read;
  };
  const states = new Map<string, Float32Array[]>();
  const statesOf = async (
    read: readonly { words: string[]; digest: string }[],
  ): Promise<Float32Array[][]> => {
    const missing = [...new Map(read.map((r) => [r.digest, r])).values()].filter(
      (r) => !states.has(r.digest),
    );
    const computed = await encoderStates(
      lm!,
      missing.map((r) => r.words),
    );
    missing.forEach((r, k) => states.set(r.digest, computed[k]!));
    return read.map((r) => states.get(r.digest)!);
  };
  const table = new Map(Object.entries(known).map(([x, row]) => [x, new Map(Object.entries(row))]));
  const counts = { reused: 0, computed: 0 };
  /**
   * The similarity of x with each drawn reference: stateSimilarity part by part,
   * summed, the language model run only for pairs of parts not known.
   */
  const similaritiesTo = async (x: Example, drawn: readonly Example[]): Promise<number[]> => {
    const total = drawn.map(() => 0);
    for (const [k, mine] of partsOf(x).entries()) {
      let row = table.get(mine.digest);
      if (row === undefined) table.set(mine.digest, (row = new Map()));
      const theirs = drawn.map((c) => partsOf(c)[k]!);
      const missing = theirs.filter((t) => !row.has(t.digest));
      if (missing.length > 0) {
        const [own] = await statesOf([mine]);
        const computed = await statesOf(missing);
        missing.forEach((t, m) => row.set(t.digest, stateSimilarity(own!, computed[m]!)));
      }
      counts.computed += missing.length;
      counts.reused += theirs.length - missing.length;
      theirs.forEach((t, c) => (total[c]! += row.get(t.digest)!));
    }
    return total;
  };
  const vectors = new Map<string, Float64Array>();
  const vectorsOf = async (names: readonly string[]): Promise<Float64Array[]> => {
    const missing = [...new Set(names)].filter((name) => !vectors.has(name));
    const computed = await nameEmbeddings(lm!, missing);
    missing.forEach((name, k) => vectors.set(name, computed[k]!));
    return names.map((name) => vectors.get(name)!);
  };

  return {
    similarity: lm === null ? 'code-shape' : 'language-model',
    pool: pool.length,
    counts: () => ({ ...counts }),
    similarities: () =>
      Object.fromEntries([...table].map(([x, row]) => [x, Object.fromEntries(row)])),
    async prepare(x, row, victim, random) {
      const target = secondClass(row);
      const candidates = pool
        .filter((c) => c.example.label === target && c.predicted[victim] === target)
        .map((c) => c.example);
      const drawn = drawReferences(candidates, countsOf, countsOf(x), random, !isClone(x));
      let similarity: number[];
      if (lm === null) {
        const own = codeShape(x.texts);
        similarity = drawn.map((c) => 1 - shapeDistance(own, codeShape(c.texts)));
      } else {
        similarity = await similaritiesTo(x, drawn);
      }
      const references = nearestReferences(drawn, similarity);
      // The references' identifiers (temp_subs_variable_name, and under `reference`
      // temp_subs_function_name apart), in order of first appearance, with how many use each.
      const usesOf = (names: (example: Example) => readonly string[]) => {
        const uses = new Map<string, number>();
        for (const reference of references) {
          for (const name of names(reference)) {
            if (isValidNewName(language, name)) uses.set(name, (uses.get(name) ?? 0) + 1);
          }
        }
        return uses;
      };
      const pools = {
        variables: usesOf(namesOf),
        functions: usesOf((example) => identifiersOf(example).functions),
      };
      // R4's new variables (change_code_style's all_variable_name): the drawn
      // references' names, in order of first appearance (the reference's set has no
      // order to follow); the rewrite passes over those x uses.
      const newNames = [...new Set(drawn.flatMap(namesOf))];
      const rankNames: RankNames = async (names, kind = 'variables') => {
        const uses = pools[kind];
        const pooled = [...uses.keys()];
        if (lm === null) {
          const byUse = pooled
            .map((name, k) => ({ name, k, n: uses.get(name)! }))
            .sort((a, b) => b.n - a.n || a.k - b.k)
            .map((c) => c.name);
          return names.map((name) => byUse.filter((c) => c !== name));
        }
        const own = await vectorsOf(names);
        const theirs = await vectorsOf(pooled);
        const list = pooled.map((name, k) => ({ name, vector: theirs[k]! }));
        return names.map((name, k) => rankCandidates(name, own[k]!, list));
      };
      return { references, rankNames, newNames };
    },
  };
}
