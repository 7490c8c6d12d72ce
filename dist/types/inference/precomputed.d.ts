/** Raw precomputed outputs: row-major [rows, columns], row i = dataset row i. */
export interface RawOutputs {
    data: Float32Array | Float64Array;
    rows: number;
    columns: number;
}
/**
 * Reads a NumPy .npy file holding a float32 or float64 matrix [N, K] (or a
 * vector [N], one logit per row), little-endian, C or Fortran order.
 */
export declare function parseNpy(bytes: Uint8Array, file: string): RawOutputs;
/** Reads precomputed outputs from .npy or JSONL. */
export declare function readPrecomputedOutputs(file: string, what: string): Promise<RawOutputs>;
