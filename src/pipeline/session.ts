/**
 * A run as one object. The Session holds what does not depend on the
 * student: the config, the data and the teacher read and hashed, the run's
 * identity and the store's entries under its keys, the teacher opened once
 * and released once, the deadline, the batch timings. Each student runs in
 * it as a `Run`: its config, both open models, and the teacher's outputs
 * the store restored for its rows. Every mode (evaluate, check, shard, many
 * students) opens a Session and runs its students in it.
 */
import type { Config, ModelConfig } from '../config/types.js';
import type { TokenCache } from '../encode/token-cache.js';
import type { ModelBatch } from '../encode/formats/index.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { RunCost } from '../cost/model-cost.js';
import { entryKey, type StoreIdentity } from '../store/key.js';
import type {
  CachedNextTokens,
  CachedOutcomes,
  CachedOutputs,
  CachedScores,
} from '../store/types.js';
import { checkSameVocabulary, openCausalModel, type OpenedCausalLm } from './causal-models.js';
import { Deadline } from './deadline.js';
import {
  openModel,
  readModelFiles,
  withRows,
  type ModelFiles,
  type OpenedModel,
  type OpenModelContext,
} from './models.js';
import { runIdentity } from './run-identity.js';
import type { BatchPhase, PipelineDeps, Role, TeacherFloor } from './types.js';

export interface OpenModels {
  teacher: OpenedModel;
  student: OpenedModel;
}

/** One of the teacher's kept entries under this run's key. */
export interface KeptEntry<T> {
  key: string;
  restore(): Promise<T | null>;
  save(value: T): Promise<void>;
  /** Marks what restore() gave as refused, so that no later run uses it (no-op where the store cannot). */
  refuse(reason: string): Promise<void>;
}

/** The teacher's attack outcomes, whose key the robustness step completes (what the searches read). */
export interface KeptOutcomes {
  restore(key: string): Promise<CachedOutcomes | null>;
  save(key: string, value: CachedOutcomes): Promise<void>;
}

/** One student's run in a session. */
export interface Run {
  session: Session;
  /** This student's config (studentConfig for a students: run). */
  config: Config;
  /** The session's; a many-student run's evaluate gives each student its own export. */
  deps: PipelineDeps;
  models: OpenModels;
  /** The teacher's outputs on the rows restored from the store (untrusted until scoreRows checked them), or null. */
  restoredOutputs: { key: string; outputs: CachedOutputs } | null;
  /** A later student of a many-student run: the teacher's outputs on the rows are an earlier run's, not saved again. */
  sharedRows: boolean;
}

/** A students: config's one student as a config of its own. */
export function studentConfig(config: Config, student: ModelConfig): Config {
  return { ...config, student, students: null };
}

export class Session {
  /** What the models' batches are run for now (the bench splits its floor by it). */
  readonly phase: { current: BatchPhase } = { current: 'rows' };
  /** The teacher's cost, measured in the first student's run (the later ones use its outputs on the rows). */
  teacherCost: RunCost['teacher'] | null = null;
  /** The teacher's noise floor, measured in the first student's run that asks for it (noise-floor-step.ts). */
  teacherFloor: TeacherFloor | null = null;
  private readonly tokenCaches = new Map<string, TokenCache>();
  /** Opened by teacher() (after the student's files are read: a missing file fails first). */
  private openedTeacher: OpenedModel | null = null;
  /** Task code-completion's teacher, opened by causalTeacher(). */
  private openedCausalTeacher: Promise<OpenedCausalLm> | null = null;

  private constructor(
    readonly config: Config,
    readonly deps: PipelineDeps,
    readonly startedAt: number,
    /** The run's time limit, from the moment the run began. */
    readonly deadline: Deadline,
    readonly datasetSha256: string,
    readonly functionsSha256: string | null,
    /** What this run's entries are computed from (store/key.ts). */
    readonly identity: StoreIdentity,
    private readonly teacherFiles: ModelFiles,
    /** The teacher's outputs on the rows; null where they are not kept. */
    readonly teacherOutputs: KeptEntry<CachedOutputs> | null,
    /** The outputs that entry held at the start (a refused entry is ignored by scoreRows). */
    private readonly restoredOutputs: CachedOutputs | null,
    /** The teacher's scores on T(x) and the attacks' queries; null where not kept. */
    readonly teacherScores: KeptEntry<CachedScores> | null,
    /** The teacher's attack outcomes; null where not kept. */
    readonly teacherOutcomes: KeptOutcomes | null,
    /** Task code-completion: the teacher's compact side of the rows; null where not kept. */
    readonly teacherNextTokens: KeptEntry<CachedNextTokens> | null,
  ) {}

  /**
   * Reads and hashes the data and the teacher and restores the teacher's
   * outputs on the rows when an earlier run of the same model, encoding,
   * rows and runtime saved them. The teacher's entries are kept only for an
   * ONNX teacher (precomputed outputs cost nothing to read).
   */
  static async open(config: Config, deps: PipelineDeps): Promise<Session> {
    const startedAt = performance.now();
    const deadline = new Deadline(config.timeLimitSeconds, deps.now ?? (() => performance.now()));
    const { teacherFiles, identity, datasetSha256, functionsSha256 } = await runIdentity(
      config,
      deps,
    );
    const cache = teacherFiles.kind === 'onnx' ? (deps.teacherCache ?? null) : null;
    const completion = config.completion !== null;
    const teacherNextTokens: KeptEntry<CachedNextTokens> | null =
      cache?.restoreNextTokens === undefined || !completion
        ? null
        : keptEntry(
            entryKey('teacher-next-tokens', identity),
            cache.restoreNextTokens.bind(cache),
            async (key: string, value: CachedNextTokens) => cache.saveNextTokens?.(key, value),
            async (key, reason) => cache.refuse?.(key, reason),
          );
    const teacherOutputs: KeptEntry<CachedOutputs> | null =
      cache === null || completion
        ? null
        : keptEntry(
            entryKey('teacher-outputs', identity),
            cache.restore.bind(cache),
            cache.save.bind(cache),
            async (key, reason) => cache.refuse?.(key, reason),
          );
    // The teacher's robustness side depends on the teacher, the data, the
    // transformation and attack settings (the seed among them) and the code
    // that makes T(x) and the queries; not on the student or the gate's ceilings.
    const teacherScores =
      cache?.restoreScores === undefined || config.transforms === null
        ? null
        : keptEntry(
            entryKey('teacher-robustness', identity),
            cache.restoreScores.bind(cache),
            async (key: string, value: CachedScores) => cache.saveScores?.(key, value),
          );
    const teacherOutcomes: KeptOutcomes | null =
      cache?.restoreOutcomes === undefined || (config.transforms?.attack ?? null) === null
        ? null
        : {
            restore: cache.restoreOutcomes.bind(cache),
            save: async (key, value) => cache.saveOutcomes?.(key, value),
          };
    return new Session(
      config,
      deps,
      startedAt,
      deadline,
      datasetSha256,
      functionsSha256,
      identity,
      teacherFiles,
      teacherOutputs,
      teacherOutputs === null ? null : await teacherOutputs.restore(),
      teacherScores,
      teacherOutcomes,
      teacherNextTokens,
    );
  }

  /** Time spent tokenising so far (the token caches count it). */
  tokenizeMs(): number {
    return [...this.tokenCaches.values()].reduce((sum, c) => sum + c.elapsedMs, 0);
  }

  /** The teacher, opened on first use (its rows from the restored outputs when there are any). */
  async teacher(): Promise<OpenedModel> {
    this.openedTeacher ??= await openModel(this.teacherFiles, {
      ...this.openContext(),
      role: 'teacher',
      cached: this.restoredOutputs,
    });
    return this.openedTeacher;
  }

  /**
   * Opens the student of `config` against the session's teacher, calls
   * `use`, and releases the student. `shared` (a many-student run's later
   * students): the teacher's outputs on the rows that an earlier student's
   * run scored, used as they are (computed in this process: no spot check,
   * no save).
   */
  async withStudent<T>(
    config: Config,
    studentFiles: ModelFiles,
    shared: CachedOutputs | null,
    use: (run: Run) => Promise<T>,
  ): Promise<T> {
    const teacher = await this.teacher();
    this.phase.current = 'rows';
    const student = await openModel(studentFiles, {
      ...this.openContext(),
      role: 'student',
      cached: null,
    });
    try {
      const run: Run = {
        session: this,
        config,
        deps: this.deps,
        models: { teacher: shared === null ? teacher : withRows(teacher, shared), student },
        restoredOutputs:
          shared !== null || this.restoredOutputs === null || this.teacherOutputs === null
            ? null
            : { key: this.teacherOutputs.key, outputs: this.restoredOutputs },
        sharedRows: shared !== null,
      };
      try {
        return await use(run);
      } finally {
        // A restored entry refused: the teacher the run went on with (the same session).
        if (shared === null) this.openedTeacher = run.models.teacher;
      }
    } finally {
      await student.release();
    }
  }

  /** Task code-completion's teacher, opened and its contract checked once (released with the session). */
  causalTeacher(): Promise<OpenedCausalLm> {
    this.openedCausalTeacher ??= openCausalModel(this.teacherFiles, this.config, this.deps);
    return this.openedCausalTeacher;
  }

  /**
   * Task code-completion: opens the student of `studentFiles` (its contract
   * checked, and its vocabulary against the teacher's when both graphs fix
   * it) beside the session's teacher, calls `use`, and releases the student
   * however it ends.
   */
  async withCausalStudent<T>(
    studentFiles: ModelFiles,
    use: (models: { teacher: OpenedCausalLm; student: OpenedCausalLm }) => Promise<T>,
  ): Promise<T> {
    const teacher = await this.causalTeacher();
    const student = await openCausalModel(studentFiles, this.config, this.deps);
    try {
      // Before any row: two vocabularies the graphs fix are told apart before two tokenizers are.
      if (teacher.vocab !== null) checkSameVocabulary(teacher.vocab, student);
      return await use({ teacher, student });
    } finally {
      await student.release();
    }
  }

  async release(): Promise<void> {
    await this.openedTeacher?.release();
    // A teacher that failed to open has nothing to release.
    await (await this.openedCausalTeacher?.catch(() => null))?.release();
  }

  private openContext(): Omit<OpenModelContext, 'role' | 'cached'> {
    const { config, deps, phase } = this;
    const onBatch = deps.onBatch;
    return {
      threads: config.threads,
      deps: {
        loadRuntime: deps.loadRuntime,
        ...(onBatch === undefined
          ? {}
          : { onBatch: (role: Role, batch: ModelBatch) => onBatch(role, batch, phase.current) }),
      },
      tokenCaches: this.tokenCaches,
      classes: expectedClasses(config),
      dataset: config.dataset,
    };
  }
}

function keptEntry<T>(
  key: string,
  restore: (key: string) => Promise<T | null>,
  save: (key: string, value: T) => Promise<void>,
  refuse: (key: string, reason: string) => Promise<void> = async () => {},
): KeptEntry<T> {
  return {
    key,
    restore: () => restore(key),
    save: (value) => save(key, value),
    refuse: (reason) => refuse(key, reason),
  };
}

/**
 * One student's run in a session of its own: the config's student opened
 * against its teacher, `use` called, both models released however it ends.
 */
export async function runOneStudent<T>(
  config: Config,
  deps: PipelineDeps,
  use: (run: Run) => Promise<T>,
): Promise<T> {
  const session = await Session.open(config, deps);
  const studentFiles = await readModelFiles(config.student, 'student');
  try {
    await session.teacher();
    return await session.withStudent(config, studentFiles, null, use);
  } finally {
    await session.release();
  }
}

/** The classes both models must give: one per label name, else two for the two binary tasks. */
function expectedClasses(config: Config): OpenModelContext['classes'] {
  if (config.labels !== null) return { count: config.labels.length, key: 'labels' };
  if (config.task === 'classification') return null;
  return { count: 2, key: `task (${config.task})` };
}

/** A model's live source, or the guard's error: robustness needs both ONNX models. */
export function liveSource(model: OpenedModel): () => Promise<ProbabilitySource> {
  return async () => {
    const source = await model.live();
    // parseConfig refuses transforms with precomputed outputs; this is a guard, not a user path.
    if (source === null) {
      throw new Error('robustness needs both ONNX models, but one model is precomputed outputs');
    }
    return source;
  };
}
