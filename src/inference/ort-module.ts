/**
 * The onnxruntime-node module as the library's public types name it
 * (`Runtime.ort` in PipelineDeps), written out structurally.
 *
 * onnxruntime-node is an optional peer dependency: a TypeScript user of the
 * package may not have it installed, and declarations that say
 * `typeof import('onnxruntime-node')` would then fail to type-check
 * (TS2307) with skipLibCheck off. This interface names only the two entry
 * points the pipeline calls, with the argument shapes it passes, so the
 * module itself (`await import('onnxruntime-node')`) satisfies it and an
 * unrelated object does not. Inside, openOnnxModel works with
 * onnxruntime-node's own types.
 */
export interface OrtModule {
  readonly InferenceSession: {
    /** Opens a model file; the options are onnxruntime-node's SessionOptions. */
    create(path: string, options?: object): Promise<object>;
  };
  readonly Tensor: new (type: 'int64', data: BigInt64Array, dims: readonly number[]) => object;
}

/** ONNX Runtime and the execution providers its sessions are created with. */
export interface Runtime {
  ort: OrtModule;
  /** SessionOptions.executionProviders, e.g. ['cpu'] or ['cuda', 'cpu']. */
  executionProviders: string[];
}
