/**
 * What the model contract needs from an ONNX file that ONNX Runtime does not
 * tell: the shapes of its weight tables and which node reads which. Read
 * straight from the protobuf wire format (onnx.proto3: ModelProto.graph = 7;
 * GraphProto.node = 1, initializer = 5, input = 11, output = 12;
 * NodeProto.input = 1, output = 2, name = 3, op_type = 4; TensorProto.dims =
 * 1, name = 8, external_data = 13 (StringStringEntryProto key = 1, value =
 * 2); ValueInfoProto.name = 1, type = 2; TypeProto.tensor_type = 1;
 * its shape = 2; TensorShapeProto.dim = 1; dim_value = 1, dim_param = 2),
 * skipping the weights' bytes, so a file of any size is read without
 * decoding a tensor.
 */
/** One node of the graph: its operator and the names of what it reads and writes. */
export interface GraphNode {
    name: string;
    opType: string;
    inputs: string[];
    outputs: string[];
}
/** The parts of a graph the contract check reads. */
export interface OnnxGraph {
    nodes: GraphNode[];
    /** Each initializer's name and dimensions. */
    initializers: Map<string, number[]>;
    /** The files initializers keep their data in (`location` of external_data), relative to the model's folder. */
    externalData: Set<string>;
    /** The graph's declared inputs (initializers listed as inputs excluded). */
    inputs: string[];
    /** The graph's outputs and their dimensions (a number when fixed, a name when dynamic). */
    outputs: {
        name: string;
        dims: (number | string)[];
    }[];
}
/**
 * The nodes, initializer shapes, inputs and outputs of an ONNX model's main graph.
 * @throws RangeError when the bytes are not a well-formed protobuf message.
 */
export declare function readOnnxGraph(model: Uint8Array): OnnxGraph;
/**
 * The graph's parameters: the elements of its initializers, Σ Π dims (a
 * scalar counts 1), whether their data is in the file or external. Weights a
 * graph keeps in Constant nodes or in subgraphs are not counted (exporters of
 * the classifiers here keep them as initializers of the main graph).
 *
 * @example
 * parameterCount({ ...graph, initializers: new Map([['w', [3, 4]], ['b', [4]], ['s', []]]) }); // 17
 */
export declare function parameterCount(graph: Pick<OnnxGraph, 'initializers'>): number;
/** The rows of an embedding table, and the node that looks it up. */
export interface EmbeddingTable {
    rows: number;
    node: string;
    table: string;
}
/**
 * The embedding tables a graph looks up with Gather on a 2-D initializer:
 * `tokens`, the table whose indices are `input_ids` itself (through
 * value-preserving reshapes and casts only); `positions`, the table indexed
 * by `position_ids` / `position_idx` the same way, else the largest other
 * table of more than two rows (RoBERTa exports compute positions inside; a
 * table of one or two rows is the token types). Either is null when the
 * graph has none (a model that multiplies one-hot rows, say).
 */
export declare function embeddingTables(graph: OnnxGraph): {
    tokens: EmbeddingTable | null;
    positions: EmbeddingTable | null;
};
