/**
 * The teacher's side shared by the students of one run: an in-memory layer
 * over the run's store, behind the same interfaces. A student's run finds
 * what an earlier student's run saved (the teacher's scores on T(x) and the
 * attack queries, its attack outcomes, the transformed inputs) in memory;
 * the store underneath is read on a miss and written once per key, at
 * `flush`, with the last value saved (which holds every earlier one: each
 * run restores, adds to and saves the same entry).
 */
import type { JsonCache, TeacherOutputsCache } from './types.js';
export interface RunMemory {
    teacherCache: TeacherOutputsCache;
    robustnessData: JsonCache;
    /** Saves each entry the students' runs saved into the store underneath, once. */
    flush(): Promise<void>;
}
export declare function runMemory(under: TeacherOutputsCache | undefined, json: JsonCache | undefined): RunMemory;
