/**
 * `merge`: the checked partial reports of shards 0..n-1 put back together
 * into what one run computes: the rows' Scores (mergePartialReports) and
 * the robustness outcomes (joinShardRobustness), by the shard rule.
 */
import type { TransformsConfig } from '../config/types.js';
import { InputError } from '../errors.js';
import type {
  InputAttackOutcome,
  KindOutcomes,
  MethodOutcomes,
  RobustnessOutcomes,
  RobustnessPositions,
  TeacherScoreOrigins,
  TransformOutcome,
} from '../robustness/index.js';
import { DIVERGENT_EXAMPLES } from './divergence.js';
import { checkPartialReport, type PartialReport, type ShardRobustness } from './partial.js';
import { combineFed, scoreWarnings } from './score-warnings.js';
import { interleaveShards, shardSlice } from './shard-rule.js';
import type { Scores } from './types.js';

/**
 * Combines the partial reports of shards 0..n-1 into the Scores an unsharded
 * run gives: rows back in dataset order, the divergent examples re-ranked
 * over all shards. Refuses a damaged partial (see checkPartialReport),
 * partials of other inputs, a missing or repeated shard.
 */
export function mergePartialReports(
  values: readonly unknown[],
  files: readonly string[],
): MergedPartials {
  if (values.length === 0) throw new InputError('merge: no partial reports given');
  const partials = values.map((value, i) => checkPartialReport(value, files[i]!));
  const [first] = partials as [PartialReport];
  const count = first.shard.count;
  const seen = new Map<number, string>();
  partials.forEach((partial, i) => {
    if (partial.inputsDigest !== first.inputsDigest) {
      throw new InputError(
        `merge: ${files[i]} was computed on other data or models than ${files[0]}`,
      );
    }
    if (partial.shard.count !== count) {
      throw new InputError(
        `merge: ${files[i]} is shard ${partial.shard.index}/${partial.shard.count}, ${files[0]} is of ${count} shards`,
      );
    }
    const twin = seen.get(partial.shard.index);
    if (twin !== undefined)
      throw new InputError(
        `merge: ${twin} and ${files[i]} are both shard ${partial.shard.index}/${count}`,
      );
    seen.set(partial.shard.index, files[i]!);
  });
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new InputError(
      `merge: shards ${missing.map((i) => `${i}/${count}`).join(', ')} are missing`,
    );

  const K = first.scores.classes;
  const entries = partials.flatMap((partial) =>
    partial.scores.order.map((position, i) => ({ partial: partial.scores, i, position })),
  );
  entries.sort((a, b) => a.position - b.position);
  const teacher = new Float64Array(entries.length * K);
  const student = new Float64Array(entries.length * K);
  entries.forEach(({ partial, i }, j) => {
    teacher.set(partial.teacher.slice(i * K, (i + 1) * K), j * K);
    student.set(partial.student.slice(i * K, (i + 1) * K), j * K);
  });
  const sum = (pick: (t: Scores['timings']) => number) =>
    partials.reduce((s, p) => s + pick(p.scores.timings), 0);
  const all = partials.map((p) => p.scores);
  const byIndex = partials
    .map((partial, i) => ({ partial, file: files[i]! }))
    .sort((a, b) => a.partial.shard.index - b.partial.shard.index);
  const scores: Scores = {
    classes: K,
    order: entries.map((e) => e.position),
    rows: entries.map((e) => e.partial.rows[e.i]!),
    labels: entries.map((e) => e.partial.labels[e.i]!),
    teacher,
    student,
    divergent: all
      .flatMap((s) => s.divergent)
      .sort((a, b) => b.kl - a.kl || a.row - b.row)
      .slice(0, DIVERGENT_EXAMPLES),
    dataset: {
      ...first.scores.dataset,
      labelled: entries.filter((e) => e.partial.labels[e.i]! >= 0).length,
    },
    teacherModel: {
      ...first.scores.teacherModel,
      fromCache: all.every((s) => s.teacherModel.fromCache),
    },
    studentModel: first.scores.studentModel,
    timings: {
      // Shards run side by side: the wall time is the slowest; work adds up.
      totalMs: Math.max(...all.map((s) => s.timings.totalMs)),
      loadMs: sum((t) => t.loadMs),
      tokenizeMs: sum((t) => t.tokenizeMs),
      teacherMs: sum((t) => t.teacherMs),
      studentMs: sum((t) => t.studentMs),
      relationsMs: 0,
      tokens: sum((t) => t.tokens),
    },
    // The same in every shard: kept once.
    runWarnings: [...new Set(all.flatMap((s) => s.runWarnings))],
    fed: {
      teacher: all.map((s) => s.fed.teacher).reduce((a, b) => combineFed(a, b)),
      student: all.map((s) => s.fed.student).reduce((a, b) => combineFed(a, b)),
    },
    // Computed from the merged rows and sums, as one run computes them (each shard's were of its slice).
    warnings: [],
    shard: null,
  };
  scores.warnings = scoreWarnings(scores);
  return {
    scores,
    shards: count,
    files: byIndex.map((b) => b.file),
    robustness: byIndex.map((b) => b.partial.robustness),
  };
}

/** The checked partials of shards 0..n-1, their rows' scores merged. */
export interface MergedPartials {
  scores: Scores;
  shards: number;
  /** Per shard, in shard order: its file and its robustness slice (null: run without transforms). */
  files: string[];
  robustness: (ShardRobustness | null)[];
}

/**
 * The outcomes of one run from the shards' slices: each probe's inputs in
 * the order of `positions` (input j from shard j mod n), after checking that
 * every shard ran with `settings`, read the same beside the models, and holds
 * exactly its slice of the inputs: none missing, none twice. Counts add up;
 * a wall time is the slowest shard's; a method's time adds up (work).
 */
export function joinShardRobustness(
  settings: object,
  transforms: TransformsConfig,
  positions: RobustnessPositions,
  merged: MergedPartials,
): { outcomes: RobustnessOutcomes; teacherScores: TeacherScoreOrigins } {
  const n = merged.shards;
  const refuse = (i: number, why: string): never => {
    throw new InputError(`merge: ${merged.files[i]} ${why}`);
  };
  const slices = merged.robustness.map((r, i) => {
    if (r === null)
      return refuse(i, 'was run without transforms; the config given to merge has them');
    const differs = settingDifference(r.settings, settings, 'transforms');
    if (differs !== null)
      refuse(
        i,
        `was run with ${differs.key} ${differs.shard}, the config given to merge has ${differs.merge}: give merge the shards' overrides too (--${differs.key} ${differs.shard})`,
      );
    if (JSON.stringify(r.readBeside) !== JSON.stringify(merged.robustness[0]!.readBeside))
      refuse(i, `read another language model or substitutes file than ${merged.files[0]}`);
    const shard = { index: i, count: n };
    for (const probe of ['transform', 'attack'] as const) {
      const expected = shardSlice(positions[probe], shard);
      if (JSON.stringify(r[probe]) !== JSON.stringify(expected)) {
        refuse(
          i,
          `holds the ${probe === 'transform' ? 'transformed' : 'attacked'} inputs at positions ${brief(r[probe])}, shard ${i}/${n} of this data set has ${brief(expected)} (inputs missing or overlapping)`,
        );
      }
    }
    const kinds = r.outcomes.transformed.map((k) => k.kind);
    if (JSON.stringify(kinds) !== JSON.stringify(transforms.kinds))
      refuse(
        i,
        `evaluated the kinds ${kinds.join(', ')}, the config has ${transforms.kinds.join(', ')}`,
      );
    const methods = r.outcomes.attacks.map((m) => m.method);
    const expected = r.attack.length === 0 ? [] : (transforms.attack?.methods ?? []);
    if (JSON.stringify(methods) !== JSON.stringify(expected))
      refuse(
        i,
        `attacked with ${methods.join(', ') || 'no method'}, the config has ${expected.join(', ') || 'none'}`,
      );
    return r;
  });
  const interleave = <T>(length: number, pick: (r: ShardRobustness) => readonly T[]): T[] =>
    interleaveShards(length, n, (i) => pick(slices[i]!));
  const sum = (pick: (r: ShardRobustness) => number) => slices.reduce((a, r) => a + pick(r), 0);
  const transformed: KindOutcomes[] = transforms.kinds.map((kind, k) => ({
    kind,
    inputs: interleave<TransformOutcome>(
      positions.transform.length,
      (r) => r.outcomes.transformed[k]!.inputs,
    ),
    transformMs: sum((r) => r.outcomes.transformed[k]!.transformMs),
    scoreMs: sum((r) => r.outcomes.transformed[k]!.scoreMs),
  }));
  const attacking = slices.filter((r) => r.attack.length > 0);
  const attacks: MethodOutcomes[] = (
    attacking.length === 0 ? [] : attacking[0]!.outcomes.attacks
  ).map((first, m) => {
    const all = attacking.map((r) => r.outcomes.attacks[m]!);
    if (all.some((a) => a.candidatePool !== first.candidatePool))
      throw new InputError(
        `merge: the shards' ${first.method} drew from vocabularies of different sizes (${all.map((a) => a.candidatePool).join(', ')}); were they run on the same data?`,
      );
    const joined: MethodOutcomes = {
      method: first.method,
      inputs: interleave<InputAttackOutcome>(
        positions.attack.length,
        (r) => r.outcomes.attacks[m]!.inputs,
      ),
      budgetExhausted: all.some((a) => a.budgetExhausted),
      skippedReason: null,
      candidatePool: first.candidatePool,
      elapsedMs: all.reduce((t, a) => t + a.elapsedMs, 0),
      modelMs: all.reduce((t, a) => t + a.modelMs, 0),
    };
    if (all.some((a) => a.stoppedAtTimeLimit)) joined.stoppedAtTimeLimit = true;
    if (all.some((a) => a.outsideBudgetMs !== undefined))
      joined.outsideBudgetMs = all.reduce((t, a) => t + (a.outsideBudgetMs ?? 0), 0);
    if (first.substitutes !== undefined) {
      joined.substitutes = {
        ...first.substitutes,
        cacheHit: all.every((a) => a.substitutes?.cacheHit === true),
        inputsWithSubstitutes: all.reduce(
          (t, a) => t + (a.substitutes?.inputsWithSubstitutes ?? 0),
          0,
        ),
        computeMs: all.reduce((t, a) => t + (a.substitutes?.computeMs ?? 0), 0),
      };
    }
    if (first.references !== undefined) {
      const counts = all.map((a) => a.references?.similarities ?? null);
      joined.references = {
        ...first.references,
        similarities: counts.every((c) => c === null)
          ? null
          : {
              reused: counts.reduce((t, c) => t + (c?.reused ?? 0), 0),
              computed: counts.reduce((t, c) => t + (c?.computed ?? 0), 0),
            },
      };
    }
    return joined;
  });
  const origins = (pick: (t: TeacherScoreOrigins) => TeacherScoreOrigins['transformed']) => ({
    fromCache: sum((r) => pick(r.teacherScores).fromCache),
    fromRun: sum((r) => pick(r.teacherScores).fromRun),
    computed: sum((r) => pick(r.teacherScores).computed),
  });
  const teacherScores: TeacherScoreOrigins = {
    restored: slices.some((r) => r.teacherScores.restored),
    transformed: origins((t) => t.transformed),
    attacks: origins((t) => t.attacks),
    teacherRun: slices.some((r) => r.teacherScores.teacherRun),
  };
  const checks = slices.flatMap((r) => r.teacherScores.spotCheck ?? []);
  if (checks.length > 0) {
    const part = (pick: (c: (typeof checks)[number]) => { rows: number; of: number }) => ({
      rows: checks.reduce((t, c) => t + pick(c).rows, 0),
      of: checks.reduce((t, c) => t + pick(c).of, 0),
    });
    teacherScores.spotCheck = {
      scores: part((c) => c.scores),
      successes: part((c) => c.successes),
    };
  }
  if (slices.every((r) => r.teacherScores.outcomes !== undefined)) {
    teacherScores.outcomes = {
      restored: sum((r) => r.teacherScores.outcomes!.restored),
      searched: sum((r) => r.teacherScores.outcomes!.searched),
    };
  }
  return {
    outcomes: {
      transformed,
      transformedTexts: {
        restored: sum((r) => r.outcomes.transformedTexts.restored),
        computed: sum((r) => r.outcomes.transformedTexts.computed),
      },
      attacks,
      elapsedMs: Math.max(...slices.map((r) => r.outcomes.elapsedMs)),
    },
    teacherScores,
  };
}

/** A list of positions for a one-line message: the first few and how many. */
function brief(list: readonly number[]): string {
  const shown = list.slice(0, 6).join(', ');
  return list.length > 6 ? `[${shown}, ...] (${list.length})` : `[${shown}]`;
}

/** A setting as config spells it (`maxInputs` → `max-inputs`). */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A value in a one-line message: as YAML reads it back, at most 60 characters. */
function shown(value: unknown): string {
  const text = value === undefined ? 'none' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * The first setting in which a shard's settings (read from its partial,
 * untrusted) differ from the merge's, by its config key; null when equal.
 */
export function settingDifference(
  shard: unknown,
  merge: unknown,
  key: string,
): { key: string; shard: string; merge: string } | null {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(shard) && isObject(merge)) {
    for (const name of new Set([...Object.keys(merge), ...Object.keys(shard)])) {
      const found = settingDifference(shard[name], merge[name], `${key}.${kebab(name)}`);
      if (found !== null) return found;
    }
    return null;
  }
  return JSON.stringify(shard) === JSON.stringify(merge)
    ? null
    : { key, shard: shown(shard), merge: shown(merge) };
}
