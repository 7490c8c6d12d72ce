/**
 * The cost plan of a run (`metacompress plan`, docs/robustness.md "Planning
 * a run"): from what a probe measured on a few inputs, the wall time each
 * part of the configured run takes, teacher and student apart, on one
 * machine and split over 1, 2, 4, … shards. Pure: probe measurements in,
 * table out.
 *
 * The model, per part and model (teacher or student):
 *
 * * setup: `setupMs`, once per shard (files hashed, tokenizers and models loaded).
 * * rows: firstCallMs + ⌈rows / n⌉ × msPerRow (the model's first call once per shard).
 * * transformed: ⌈inputs / n⌉ × (variantsPerInput × msPerQuery + transformMsPerInput)
 *   + transformSetupMs; T(x) is made once per input (the parser's first use
 *   once per shard), its cost counted on the student's side (the side every
 *   run pays).
 * * each attack method: ⌈attacked / n⌉ × queriesPerInput × msPerQuery ×
 *   overhead, where overhead = the probe's wall time / its model time for the
 *   method (renaming, parsing and tokenising the variants); with a time budget
 *   per method, the two sides together are cut to it (each in proportion).
 *   The language model's work outside the budget, as the schedule counts
 *   it (alert's substitutes, coda's reference similarities), adds
 *   ⌈attacked / n⌉ × languageModelMsPerInput in a column of its own, never
 *   cut by the budget; alert's is 0 at a shard count whose slices'
 *   substitutes the language model's cache holds.
 *
 * A side answered by the cache costs 0 (the teacher's outputs for the rows;
 * its robustness side for T(x) and the attacks). A shard's wall time is the
 * sum of its parts; n shards run side by side, so the run takes as long as
 * one shard with the rounded-up slice. Robustness is split over the shards as
 * the rows are (each shard evaluates its slice of the transformed and
 * attacked inputs).
 */
import { type AttackMethod } from '../config/names.js';
export type Side = 'teacher' | 'student';
export type PerSide = Record<Side, number>;
/** One attack method as the probe measured it. */
export interface MethodProbe {
    method: AttackMethod;
    /** Model calls per attacked input, per model: the probe's mean, or the reference budget. */
    queriesPerInput: PerSide;
    /**
     * Per model, `measured`: the probe's mean; `reference`: the reference's
     * budget (an upper bound), as the probe stopped early or that model
     * searched none of the inputs it probed.
     */
    queriesFrom: Record<Side, 'measured' | 'reference'>;
    /** The inputs the probe's means are over (0 when it stopped before its first were done). */
    probedInputs: number;
    /** Milliseconds of model time per query at the method's batch size, per model. */
    msPerQuery: PerSide;
    /**
     * The probe's wall time over its model time for the method (≥ 1; 1 when
     * nothing ran), the language model's work left out.
     */
    overhead: number;
    /**
     * The masked language model's work per attacked input of the run outside
     * the time budget (alert's substitutes when the probe computed them, coda's
     * reference similarities; see languageModelMsPerInput): ms.
     */
    languageModelMsPerInput: number;
}
/** What the probe measured, and what the configured run holds. */
export interface PlanInput {
    /** Per shard: hashing, tokenizers, model loading (ms). */
    setupMs: number;
    rows: {
        count: number;
        /** Each row at the cost of a large call (a chunk of rows, length-bucketed). */
        msPerRow: PerSide;
        /** What the model's first call costs beyond its rows (ONNX Runtime's first run), once per shard. */
        firstCallMs: PerSide;
    };
    transformed: {
        /** Inputs the configured run transforms (transforms.limit, of the rows). */
        inputs: number;
        /** T(x) per input (one per kind that changed it), each scored by both models. */
        variantsPerInput: number;
        msPerQuery: PerSide;
        /** Making T(x): the transformations' first use (the parser warming up), ms once per shard. */
        transformSetupMs: number;
        /** Making T(x): ms per further input, all kinds. */
        transformMsPerInput: number;
    } | null;
    attacks: {
        /** Labelled inputs the configured run attacks (at most max-inputs). */
        inputs: number;
        /** Per method and shard, seconds; null = none. */
        timeBudgetSeconds: number | null;
        methods: MethodProbe[];
        /**
         * The shard counts at which the language model's cache holds alert's
         * substitutes for every shard's slice (their key holds the slice): there
         * they cost 0.
         */
        substitutesCachedAt: number[];
    } | null;
    /** Which sides of the teacher the cache holds for the configured run. */
    teacherCached: {
        outputs: boolean;
        robustness: boolean;
    };
}
/** One line of the plan: a part of the run on one shard holding its slice. */
export interface PlanLine {
    part: 'setup' | 'rows' | 'transformed' | AttackMethod;
    /** Units in the slice (rows, inputs); 1 for setup. */
    units: number;
    ms: PerSide;
    /**
     * The masked language model's work outside the time budget (alert's
     * substitutes, coda's reference similarities), ms: apart from the student's column, where it read as a
     * 20× slower small model.
     */
    languageModelMs: number;
    /** True when the method's time budget cut the projection. */
    capped: boolean;
}
export interface ShardPlan {
    shards: number;
    lines: PlanLine[];
    /** Wall time of the run: one shard's sum of its lines, both sides. */
    totalMs: number;
}
export interface Plan {
    shards: ShardPlan[];
    /** The fewest shards (of those planned) whose wall time fits the target; null: none does or no target. */
    fits: number | null;
    targetMinutes: number | null;
}
/**
 * alert's substitutes per attacked input of the run, in ms: the masked
 * language model runs once per occurrence of a renamable identifier in the
 * attacked functions (substitutes.ts), so the probe's time is spread over
 * the occurrences of its inputs and charged at the run's:
 *
 *     probeMs / probeOccurrences × runOccurrencesPerInput
 *
 * With no occurrence in the probe's inputs (no rate to read) it is the
 * probe's time per input, `probeMs / probeInputs`; 0 when the probe spent
 * nothing or attacked nothing.
 *
 * @example
 * // 12 s over 8 inputs holding 300 occurrences; the run's inputs hold 50 each:
 * languageModelMsPerInput(12_000, 8, 300, 50); // 2000 (40 ms per occurrence)
 */
export declare function languageModelMsPerInput(probeMs: number, probeInputs: number, probeOccurrences: number, runOccurrencesPerInput: number): number;
/** The shard counts planned: 1, 2, 4, … 32 (32: a little more than a free GitHub plan runs at once). */
export declare const SHARD_COUNTS: readonly [1, 2, 4, 8, 16, 32];
/**
 * The lines of one shard's slice when the run is split over `shards`.
 *
 * @example
 * // 100 rows at 10 ms (teacher) and 1 ms (student), setup 500 ms, 2 shards:
 * shardLines({ setupMs: 500, rows: { count: 100, msPerRow: { teacher: 10, student: 1 },
 *   firstCallMs: { teacher: 0, student: 0 } },
 *   transformed: null, attacks: null, teacherCached: { outputs: false, robustness: false } }, 2);
 * // setup 0 + 500, rows 50 × 10 = 500 and 50 × 1 = 50
 */
export declare function shardLines(input: PlanInput, shards: number): PlanLine[];
/**
 * The plan over SHARD_COUNTS, and the fewest shards whose wall time is at
 * most `targetMinutes` (null without a target, or when 32 shards do not fit).
 */
export declare function projectPlan(input: PlanInput, targetMinutes?: number | null): Plan;
/** One setting changed alone that makes the run fit its target, and the fewest shards it then needs. */
export interface Advice {
    /** The config key, as a config or a `--key value` flag names it. */
    key: 'transforms.limit' | 'transforms.attack.max-inputs' | 'transforms.attack.queries' | 'transforms.attack.time-budget-seconds';
    value: number;
    shards: number;
}
/**
 * When no shard count fits `targetMinutes`: for each setting that bounds a
 * part of the run (the inputs transformed, the inputs attacked, the queries
 * per input, each method's time budget), the largest value that fits with every other
 * setting as configured, computed from the same projection. A setting
 * whose smallest value does not fit either is left out: the rest of the run
 * alone is too long.
 *
 */
export declare function adviceToFit(input: PlanInput, targetMinutes: number): Advice[];
