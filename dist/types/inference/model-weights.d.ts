/** What an ONNX model weighs: its parameters and its bytes on disk. */
export interface ModelWeights {
    /** Elements of the graph's initializers; null when the protobuf could not be walked (the runtime is the judge of the file). */
    parameters: number | null;
    /** The .onnx file plus each external data file it names that is in its folder. */
    fileBytes: number;
}
/**
 * Reads an ONNX file's parameter count and size. External data files are
 * taken as the ONNX spec places them, relative to the model's folder; a
 * location that leaves the folder (absolute, or through `..`) or is missing
 * is not counted: its size is not this model's to report.
 *
 * @throws InputError naming `what` when the model file cannot be read.
 */
export declare function readModelWeights(file: string, what: string): Promise<ModelWeights>;
