import type { OrtModule } from './ort-module.js';
/** What the graph gives per position (n positions, k ids each). */
export interface ReducedPositions {
    /** The teacher's top k per position, [n × k]; the ids given with a restored teacher. */
    topIds: Int32Array;
    /** NaN-filled when the teacher's side was restored. */
    teacherLse: Float64Array;
    teacherRestLog: Float64Array;
    studentTop: Int32Array;
    studentLse: Float64Array;
    studentRestLog: Float64Array;
    fullKl: Float64Array;
}
/** Runs the reduction of a batch's logits; one per run, for a fixed k. */
export interface NextTokenReducer {
    /**
     * Reduces `rows` of the batch's [rows × vocab] logits (each row a
     * position, in the order given).
     *
     * @param teacher - the teacher's logits, or null when its side was restored.
     * @param teacherIds - with `teacher` null: the restored top k ids of each of `rows`, [n × k].
     */
    reduce(teacher: Float32Array | null, student: Float32Array, vocab: number, rows: Int32Array, teacherIds: Int32Array | null): Promise<ReducedPositions>;
    release(): Promise<void>;
}
/**
 * The reducer graph for top k: with `liveTeacher`, inputs teacher and
 * student [R, V] float32 and rows [n] int64, else student, rows and
 * teacher_top_ids [n, k] int64; outputs as ReducedPositions names them, [n, 1]
 * (top_ids [n, k]).
 */
export declare function reducerGraph(k: number, liveTeacher: boolean): Uint8Array;
/**
 * Opens the reducer for top k, on the CPU with one thread: its heaviest
 * kernel (Exp on float64) runs on one thread anyway, and handing each of its
 * forty small kernels to a pool cost more than it saved where measured (a
 * busy two-core machine).
 *
 * @throws InputError when the runtime refuses the graph (a runtime without
 *   one of its operators).
 */
export declare function openNextTokenReducer(runtime: OrtModule, k: number): Promise<NextTokenReducer>;
