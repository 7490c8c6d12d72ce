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
import type { Example } from '../../data/types.js';
import type { MaskedLanguageModel } from '../../inference/masked-lm.js';
import { type CodeTransformer, type TransformLanguage } from '../../transforms/index.js';
import type { Random } from '../../transforms/random.js';
import { type RankNames } from './search.js';
/** attack(): NUMBER_1, the candidate references drawn. */
export declare const CODA_DRAWN = 256;
/** attack(): NUMBER_2, the references kept, the structure variants and the renaming rounds. */
export declare const CODA_REFERENCES = 64;
/** get_embeddings: "sub_words[:512 - 2]", the subwords the encoder states are read from. */
export declare const CODA_STATE_SUBWORDS = 510;
/**
 * The second most likely class of a probability row: attack() sets the
 * largest probability to -1 and takes np.argmax again (the first index of
 * the largest of the rest).
 */
export declare function secondClass(row: ArrayLike<number>): number;
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
export declare function drawReferences<T>(pool: readonly T[], counts: (candidate: T) => readonly number[], own: readonly number[], random: Random, fill: boolean): T[];
/**
 * The `CODA_REFERENCES` most similar of the drawn references, most similar
 * first; equal similarities keep the order of the draw (Python's sorted is
 * stable).
 */
export declare function nearestReferences<T>(drawn: readonly T[], similarity: readonly number[]): T[];
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
export declare function maskedWords(texts: readonly string[], language: TransformLanguage, mask?: boolean): string[];
/**
 * How many distinct names code calls or defines (get_identifiers' function
 * names: a valid, non-reserved name that some occurrence of is followed by
 * `(`); attack() passes over a reference with fewer than x.
 */
export declare function functionNames(texts: readonly string[], language: TransformLanguage): number;
/**
 * The encoder states of inputs (get_embeddings: `<s>`, each word encoded on
 * its own (utils.py, _tokenize), cut to `CODA_STATE_SUBWORDS` subwords, or
 * to the model's length − 2 when that is shorter (a longer sequence would
 * not run), `</s>`; RobertaForMaskedLM.roberta(...)[0]): per input, one
 * vector per position.
 */
export declare function encoderStates(lm: MaskedLanguageModel, inputs: readonly (readonly string[])[]): Promise<Float32Array[][]>;
/**
 * The similarity attack() ranks references by: both state matrices padded
 * with zeros to 512 positions, torch.nn.CosineSimilarity(dim=1, eps=1e-6),
 * which compares them along the positions, one cosine per hidden unit, then
 * "np.sum(...) / embeddings_leng" (the hidden size): the mean over hidden
 * units of the cosine between the two columns. Zero padding adds nothing to
 * a dot product or a norm, so the columns are compared as they are.
 */
export declare function stateSimilarity(a: readonly Float32Array[], b: readonly Float32Array[]): number;
/**
 * The embedding of one identifier, standing in for FastText's
 * get_word_vector (attacker.py ranks candidate names by it): the name alone
 * run through the language model (`<s>`, its subwords, `</s>`) and the mean
 * of its subwords' input embeddings (`input_embeddings`), or of their
 * encoder states when the graph has no input embeddings.
 */
export declare function nameEmbeddings(lm: MaskedLanguageModel, names: readonly string[]): Promise<Float64Array[]>;
/** 1 − scipy's cosine distance: u·v / (‖u‖‖v‖); 0 for a zero vector. */
export declare function cosineSimilarity(u: ArrayLike<number>, v: ArrayLike<number>): number;
/**
 * The candidate names of one identifier: every other candidate, most
 * similar first (attacker.py: "temp.append([j[0], 1 - cosine_distance(i_vec,
 * j[1])])", sorted in reverse, the identifier's own name left out). Equal
 * similarities keep the candidates' order (the reference iterates a Python
 * set, whose order depends on the hash seed; here the order of first
 * appearance in the references, nearest reference first).
 */
export declare function rankCandidates(name: string, own: ArrayLike<number>, candidates: readonly {
    name: string;
    vector: ArrayLike<number>;
}[]): string[];
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
export declare function codeStyle(codes: readonly string[], language: TransformLanguage): CodeStyle;
/**
 * The functions of an input coda attacks and reads its references' names and
 * style from: a clone pair's first function with pair-side first (the clone
 * variant: "variable_name1", "function_name1", sub['code1']), else all.
 */
export declare function attackedTexts(example: Example, pairSide: PairSide): readonly string[];
/** A reference's attacked texts as one code string (attacker.py counts styles on sub['code']). */
export declare function referenceCode(example: Example, pairSide: PairSide): string;
/** A labelled input of the data set with each victim's predicted class on it. */
export interface PoolInput {
    example: Example;
    predicted: {
        teacher: number;
        student: number;
    };
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
export declare function isCodaSimilarities(value: unknown): value is CodaSimilarities;
/**
 * The store key of coda's similarities on a data set: its inputs' code, the
 * language model's digest and length, and the language (maskedWords reads it).
 */
export declare function codaSimilarityKey(pool: readonly Example[], languageModelDigest: string, maxLength: number, language: TransformLanguage): string;
export interface CodaPreparer {
    /** How references and names were ranked: the language model's embeddings or the fallback. */
    similarity: 'language-model' | 'code-shape';
    /** The labelled inputs the references are drawn from. */
    pool: number;
    /** Similarities read from `known` and computed by this preparer so far. */
    counts(): {
        reused: number;
        computed: number;
    };
    /** The known similarities and those computed, to keep for the next run. */
    similarities(): CodaSimilarities;
    /**
     * The references of x for one victim (its probabilities on x, `row`),
     * drawn with x's random source.
     */
    prepare(x: Example, row: ArrayLike<number>, victim: 'teacher' | 'student', random: Random): Promise<CodaInput>;
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
export declare function createCodaPreparer(pool: readonly PoolInput[], transformer: CodeTransformer, lm: MaskedLanguageModel | null, known?: CodaSimilarities, pairSide?: PairSide, identifiers?: CodaIdentifiers): CodaPreparer;
