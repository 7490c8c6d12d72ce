/**
 * The robustness part of a Report (docs/spec.md §5): the relations and flip rates on
 * transformed inputs, and the attack probe. Plain data, serialisable to JSON.
 */
import type { AttackMethod } from '../config/names.js';
import type { Rate, Ratio, Relations } from '../relations/types.js';
import type { TransformKind, TransformLanguage } from '../transforms/kinds.js';
/** One transformation T applied to every evaluated input. */
export interface TransformedKindResult {
    kind: TransformKind;
    /** Inputs T was applied to. */
    inputs: number;
    /** Inputs whose T(x) differs from x: the rows every number below is computed on. */
    transformed: number;
    /** Inputs that parsed but offered T nothing to change (T(x) = x); left out. */
    unchanged: number;
    /**
     * Inputs whose source does not parse (or a side of a pair does not), or
     * where T declined every site it found (see TransformResult.declined): left
     * out, never transformed.
     */
    notTransformable: number;
    /** Ids of the first few inputs that were not transformable. */
    notTransformableIds: string[];
    /** The four relations between teacher and student on T(x); null when nothing was transformed. */
    relations: Relations | null;
    /** The same relations on x for the same rows, for comparison; null when nothing was transformed. */
    originalRelations: Relations | null;
    /** Per model: rows whose prediction on T(x) differs from that on x ("violations"), of `transformed`. */
    flips: {
        teacher: Rate;
        student: Rate;
    };
    /** student flip rate / teacher flip rate; 'infinite' when only the student flipped; null when undefined (see ratioUndefinedReason). */
    flipRateRatio: Ratio;
    ratioUndefinedReason: string | null;
    /**
     * 95% Katz log interval of the ratio (0.5 added to each cell when a model
     * never flipped); null when there is no ratio (no flip at all, nothing
     * transformed). Each flip rate's Wilson interval is in `flips`.
     */
    flipRateRatioCi95: [number, number] | null;
    /**
     * The inputs T flipped the student on but not the teacher, the largest
     * change of the student's probabilities first (at most FLIP_EXAMPLES).
     */
    studentFlips: FlipExample[];
    /**
     * How many inputs T flipped the student on but not the teacher, of which
     * `studentFlips` shows the first few (absent in reports written before it
     * was counted).
     */
    studentOnlyFlipCount?: number;
    /** Wall time to transform, and to score T(x) with both models (every kind is scored in one joint call: its share by inputs). */
    transformMs: number;
    scoreMs: number;
}
/** An input whose predicted class T changed, with what T changed in it. */
export interface FlipExample {
    id: string;
    /** The function of the input the excerpt is from (0 for single functions; in a pair, the first that changed). */
    text: number;
    /** 1-based line of that function where T(x) first differs from x. */
    line: number;
    /** x → T(x) as unified-diff lines from just before the first difference (see changeExcerpt). */
    diff: string;
    /** Predicted class on x and on T(x), per model. */
    teacher: [number, number];
    student: [number, number];
    /** Total-variation distance between the student's probabilities on x and on T(x). */
    shift: number;
}
/** One successful attack: the renames that flipped the model's prediction. */
export interface AttackExample {
    id: string;
    model: 'teacher' | 'student';
    /** [function index in the pair (0 for single functions), old name, new name]. */
    renames: [number, string, string][];
    /** Structural transformations applied before the renames (coda; empty for the renaming methods). */
    transformations: TransformKind[];
    /** Queries it took. */
    queries: number;
    /**
     * The input and its adversarial version: the function the attack changed
     * first (0 for single functions), the 1-based line of it where they first
     * differ, and x → x' as unified-diff lines from just before (see
     * changeExcerpt). Set on the student's examples; absent on the teacher's
     * and in older reports.
     */
    change?: {
        text: number;
        line: number;
        diff: string;
    };
    /**
     * The model's class probabilities on x and on its adversarial version
     * (the student scored again on x' for the report). Set with `change`.
     */
    probabilities?: {
        before: number[];
        after: number[];
    };
}
export interface AttackModelResult {
    /** Labelled inputs evaluated (the same inputs for both models). */
    inputs: number;
    /** Of those, the model predicted the label (accuracy before = correct / inputs). */
    correct: number;
    /** Correct inputs whose source does not parse: not attacked, they stay correct. */
    notParsable: number;
    /** Correct, parsable inputs attacked. */
    attacked: number;
    /** Attacked inputs with no renamable identifier (not in the success rate's denominator). */
    noIdentifiers: number;
    /**
     * Attack success: a variant found that makes the model predict another
     * class. Rate over the attacked inputs that have identifiers
     * (attacked - noIdentifiers), as the references count it.
     */
    success: Rate;
    accuracyBefore: number | null;
    /** (correct - successes) / inputs. */
    accuracyAfter: number | null;
    /** F1 of class 1 over the evaluated inputs before and after the attack (two-class tasks; else null). */
    f1Before: number | null;
    f1After: number | null;
    /** accuracyBefore - accuracyAfter = successes / inputs (accuracy points, as a fraction). */
    drop: number | null;
    /** drop / accuracyBefore: the share of the clean accuracy lost. */
    relativeDrop: number | null;
    /** Renames the transformations module refused (skipped, never forced). */
    refused: number;
    /** Successes whose adversarial example was restructured (a structural transformation) before its renames: coda only. */
    restructured: number;
    /** Model calls spent on this model, over all attacked inputs. */
    queries: number;
    /** queries / attacked. */
    meanQueries: number | null;
}
/**
 * The four relations on the adversarial examples a method found for the
 * teacher: both models scored on the same adversarial inputs (the teacher
 * is wrong on each by construction; the question is whether the student
 * follows it).
 */
export interface AdversarialRelations {
    /** Teacher adversarial examples found (= teacher successes). */
    inputs: number;
    /** null when the method found none. */
    relations: Relations | null;
}
/** One attack method's results (v2 readers find the first method's in `RobustnessReport.attack`). */
export interface AttackReport {
    /** The method (parseReport reads an older report's lone `attack` as greedy). */
    method: AttackMethod;
    /** The query cap per input (transforms.attack.queries); null = the reference's budget. */
    queriesPerInput: number | null;
    /** The reference implementation's budget per input, the mean over the attacked inputs (null: the method has no reference). */
    referenceQueriesPerInput: number | null;
    maxInputs: number;
    /** The time cap per method; null = none. */
    timeBudgetSeconds: number | null;
    /**
     * Set when the report was merged from this many shards (`--shard i/n`)
     * with a time budget: the budget applied to each shard's slice, not to the
     * whole attack. Absent otherwise.
     */
    timeBudgetShards?: number;
    /** Size of the vocabulary the method drew from (mhm, wir-random, greedy; 0 for alert and coda). */
    candidatePool: number;
    /** alert: where the substitutes came from, and whether the cache had them. */
    substitutes?: {
        source: 'language-model' | 'reference-file';
        /** The language model's file name and whether it is the examples' stand-in. */
        languageModel: string | null;
        cacheHit: boolean;
        /** Inputs with at least one identifier that has substitutes. */
        inputsWithSubstitutes: number;
        computeMs: number;
    };
    /**
     * The options in force under which the method is not its reference's
     * (e.g. `pair-side: both`, `mhm-acceptance: proposal`): its numbers are
     * not the reference's. Empty or absent (older reports): none.
     */
    nonReference?: string[];
    /** coda: which of its structure rewrites R1-R4 ran (the transformation kinds used for each). */
    rewrites?: {
        rule: string;
        kinds: string[];
    }[];
    /**
     * coda: how its references and candidate names were ranked: by the
     * language model's embeddings (encoder states, input embeddings), or,
     * without a language model, by code shape and use (the fallback).
     */
    references?: {
        similarity: 'language-model' | 'code-shape';
        languageModel: string | null;
        /** The labelled inputs the references were drawn from (the victims' predictions on them are the gate's). */
        pool: number;
        /**
         * With a language model: the references' similarities to the attacked
         * inputs read from an earlier run's cache, and computed (encoder states
         * run) in this one; null for the fallback. Absent in older reports.
         */
        similarities?: {
            reused: number;
            computed: number;
        } | null;
    };
    /** Labelled inputs chosen for the attack (at most max-inputs). */
    selected: number;
    /** Inputs both models were attacked on before the time budget ran out. */
    evaluated: number;
    /** True when the time budget ran out before every selected input was attacked. */
    budgetExhausted: boolean;
    /**
     * True when the run's time limit (not the method's budget) stopped the
     * attack before every selected input (docs/spec.md §4.6); absent in older reports.
     */
    stoppedAtTimeLimit?: boolean;
    /** Set when the attack could not run (e.g. no labelled inputs); then teacher and student are null. */
    skippedReason: string | null;
    teacher: AttackModelResult | null;
    student: AttackModelResult | null;
    /**
     * Relative degradation, points reading: student drop / teacher drop - 1,
     * drops in accuracy points (1.85 = the student loses 185% more points);
     * null when undefined.
     */
    relativeDegradation: Ratio;
    relativeDegradationUndefinedReason: string | null;
    /**
     * Relative degradation, relative-drops reading: (student drop / student
     * clean accuracy) / (teacher drop / teacher clean accuracy) - 1.
     */
    relativeDegradationOfRelativeDrops?: Ratio;
    /**
     * 95% intervals of the two readings (degradationInterval: the Katz log
     * interval of the ratio of drops, minus 1); null when a reading has no
     * interval (neither model's accuracy dropped, no input); absent in older
     * reports (the point estimate then decides).
     */
    relativeDegradationCi95?: [number, number] | null;
    relativeDegradationOfRelativeDropsCi95?: [number, number] | null;
    /**
     * Successful attacks, for the reader: the teacher's first few (renames
     * only), and the student's first few on inputs where the teacher was
     * attacked and resisted (with `change` and `probabilities`).
     */
    examples: AttackExample[];
    /**
     * Inputs the student was broken on and the teacher resisted (attacked,
     * no success), of which `examples` keeps the first few; absent in older
     * reports.
     */
    studentOnlySuccesses?: number;
    /** MR1-MR4 between teacher and student on the teacher's adversarial examples; null when skipped. */
    adversarial: AdversarialRelations | null;
    elapsedMs: number;
    /** Of elapsedMs, the time spent running the two models (the rest: renaming, parsing, tokenising). */
    modelMs: number;
    /**
     * Of elapsedMs, the language model's work that time-budget-seconds does
     * not cap (the method's facts name it: alert's substitutes, coda's
     * reference similarities); absent for a method without (coda without a
     * language model) and in reports of before, where coda's were within the budget.
     */
    outsideBudgetMs?: number;
}
/** How many of the teacher's scorings in one part of the robustness step came from where. */
export interface ScoreOrigins {
    /** Answered by the teacher's robustness side restored from the cache. */
    fromCache: number;
    /** Answered by an input the teacher had already scored in this run. */
    fromRun: number;
    /** Ran the teacher model. */
    computed: number;
}
/** Where the teacher's side of the robustness step came from. */
export interface TeacherScoreOrigins {
    /** True when an entry of the cache was restored (and used). */
    restored: boolean;
    /** The teacher's scorings of T(x). */
    transformed: ScoreOrigins;
    /** The teacher's attack queries, every method, and its adversarial examples re-scored. */
    attacks: ScoreOrigins;
    /** False when the teacher model was never run in the robustness step (all of it came from the cache). */
    teacherRun: boolean;
    /**
     * The teacher's attack searches, every method: `restored`, answered by an
     * outcome from the cache (the search did not run); `searched`, run. Absent
     * without an attack, and in reports made before outcomes were cached.
     */
    outcomes?: {
        restored: number;
        searched: number;
    };
    /**
     * What the live teacher checked of what restored entries no record
     * vouched for answered (pipeline/restored-robustness.ts): `scores`, the
     * inputs their scores answered, and `successes`, the adversarial inputs
     * of their searches' successes, each `rows` drawn of `of`. Absent when
     * nothing was checked (a vouched entry, `spot-check: 0`, nothing
     * restored) and in older reports.
     */
    spotCheck?: {
        scores: SpotChecked;
        successes: SpotChecked;
    };
}
/** A spot check's size: `rows` checked of `of`. */
export interface SpotChecked {
    rows: number;
    of: number;
}
export interface RobustnessReport {
    language: TransformLanguage;
    seed: number;
    /** Inputs the transformed evaluation used (after transforms.limit). */
    inputs: number;
    transformed: TransformedKindResult[];
    /**
     * T(x) read from an earlier run's cache (`restored`) and made in this one
     * (`computed`), one per input and kind. Absent in older reports.
     */
    transformedTexts?: {
        restored: number;
        computed: number;
    };
    /** The first method's attack report (as in reports before `attacks`); null without an attack. */
    attack: AttackReport | null;
    /** Every method's attack report, in the order of transforms.attack.methods; empty without an attack. */
    attacks: AttackReport[];
    thresholds: {
        maxFlipRateRatio: number | null;
        /**
         * Flips the model with fewer of them needs for the flip-rate gate to
         * decide when the ratio's interval contains the ceiling (transforms.min-flips).
         */
        minFlips: number;
        maxRelativeDegradation: number | null;
        /**
         * Inputs each model must have been attacked on (with identifiers) for the
         * degradation check to decide (transforms.attack.min-attacked); absent in
         * older reports: 0.
         */
        minAttacked?: number;
        /** Which reading max-relative-degradation holds (absent in older reports: points). */
        degradationReading?: 'points' | 'relative-drops';
    };
    /** Where the teacher's scores came from; absent in reports made before it was counted. */
    teacherScores?: TeacherScoreOrigins;
    elapsedMs: number;
}
/** alert's substitutes of one input: per function, identifier -> substitutes, best first. */
export type InputSubstitutes = Record<string, string[]>[];
