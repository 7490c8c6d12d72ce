/**
 * The teacher's side shared by the students of one run: an in-memory layer
 * over the run's store, behind the same interfaces. A student's run finds
 * what an earlier student's run saved (the teacher's scores on T(x) and the
 * attack queries, its attack outcomes, the transformed inputs) in memory;
 * the store underneath is read on a miss and written once per key, at
 * `flush`, with the last value saved (which holds every earlier one: each
 * run restores, adds to and saves the same entry).
 */
import type {
  CachedNextTokens,
  CachedOutcomes,
  CachedOutputs,
  CachedScores,
  JsonCache,
  TeacherOutputsCache,
} from './types.js';

export interface RunMemory {
  teacherCache: TeacherOutputsCache;
  robustnessData: JsonCache;
  /** Saves each entry the students' runs saved into the store underneath, once. */
  flush(): Promise<void>;
}

/**
 * What an earlier student's run saved: computed in this process, or
 * restored and then vouched for or checked there (not checked again).
 */
const ofThisRun = <V extends object>(value: V): V => ({
  ...value,
  vouchedBy: "this run's earlier student, which computed them or had them checked",
});

export function runMemory(
  under: TeacherOutputsCache | undefined,
  json: JsonCache | undefined,
): RunMemory {
  const held = new Map<string, unknown>();
  const pending = new Map<string, () => Promise<void>>();
  /** A value kept in memory, else the store's (remembered, so it is read once). */
  const layer =
    <V>(restore: ((key: string) => Promise<V | null>) | undefined) =>
    async (key: string) => {
      if (held.has(key)) return held.get(key) as V | null;
      const value = restore === undefined ? null : ((await restore(key)) ?? null);
      held.set(key, value);
      return value;
    };
  const keep =
    <V>(
      save: ((key: string, value: V) => Promise<void>) | undefined,
      asStored: (value: V) => V = (value) => value,
    ) =>
    async (key: string, value: V) => {
      held.set(key, asStored(value));
      if (save !== undefined) pending.set(key, () => save(key, value));
    };
  const teacherCache: TeacherOutputsCache = {
    restore: layer<CachedOutputs>(under?.restore.bind(under)),
    save: keep<CachedOutputs>(under?.save.bind(under)),
    refuse: async (key, reason) => under?.refuse?.(key, reason),
    restoreScores: layer<CachedScores>(under?.restoreScores?.bind(under)),
    saveScores: keep<CachedScores>(under?.saveScores?.bind(under), ofThisRun),
    restoreOutcomes: layer<CachedOutcomes>(under?.restoreOutcomes?.bind(under)),
    saveOutcomes: keep<CachedOutcomes>(under?.saveOutcomes?.bind(under), ofThisRun),
    restoreNextTokens: layer<CachedNextTokens>(under?.restoreNextTokens?.bind(under)),
    saveNextTokens: keep<CachedNextTokens>(under?.saveNextTokens?.bind(under)),
  };
  const robustnessData: JsonCache = {
    restore: layer<unknown>(json?.restore.bind(json)),
    // As the store gives it back: plain JSON (a value may be an object with a toJSON).
    save: keep<unknown>(json?.save.bind(json), (value) => JSON.parse(JSON.stringify(value))),
  };
  return {
    teacherCache,
    robustnessData,
    async flush() {
      for (const save of pending.values()) await save();
      pending.clear();
    },
  };
}
