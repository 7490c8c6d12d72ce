import type { GraphNode, OnnxGraph } from './onnx-graph.js';
/** One place in a graph whose tensor is compared: a value, the node that writes it, and a label. */
export interface Boundary {
    /** What the report calls it: `embeddings`, `layers.0` … `layers.11`, `output`, or the config's name. */
    label: string;
    /** The value (tensor) name the rewritten graph outputs. */
    value: string;
    /** The node writing it and its output index; null for a graph input. */
    node: {
        name: string;
        output: number;
    } | null;
}
/** A stack of numbered layers: the nodes whose names share `prefix` and a number. */
export interface LayerStack {
    /** The name part before the number, e.g. `/layers` or `/roberta/encoder/layer`. */
    prefix: string;
    /** The nodes of layer i, in graph order. */
    layers: GraphNode[][];
}
/**
 * The graph's largest stack of numbered layers: the node names' first
 * `name.N` part (after the same leading parts) groups them, and the prefix
 * with the most nodes is the stack, when its numbers run 0 … n−1. Null when
 * no node name has such a part or the numbers have a gap.
 *
 * @example
 * // nodes /emb/Add, /layers.0/Add_1, /layers.0/Add_3, /layers.1/Add_3
 * layerStack(graph); // { prefix: '/layers', layers: [[Add_1, Add_3], [Add_3]] }
 */
export declare function layerStack(graph: Pick<OnnxGraph, 'nodes'>): LayerStack | null;
/**
 * The teacher's layer boundaries: `embeddings` (the value layer 0 reads in
 * the place where layer 1 reads layer 0's output), each layer's output (the
 * last value a layer's non-Constant nodes write that a node outside the
 * layer reads, or that the graph outputs), and `output` (the graph's
 * output the gate reads). Null when the graph has no layer stack.
 */
export declare function teacherBoundaries(graph: OnnxGraph, output: string): {
    stack: LayerStack;
    boundaries: Boundary[];
} | null;
/** The student's boundaries, or why the teacher's cannot be found in it. */
export type Matched = {
    boundaries: Boundary[];
} | {
    unmatched: string;
};
/**
 * The student's values at the teacher's boundaries, matched by node name
 * (the node and output index that write each teacher value; a graph input
 * by its own name), and the graph's output at `output`. A student whose
 * layer stack differs (another prefix or number of layers: a distilled
 * student whose `layers.0` is not the teacher's) has no automatic map, nor
 * one without a node of the teacher's boundaries; `unmatched` says why.
 */
export declare function matchByNodeName(teacher: readonly Boundary[], teacherStack: LayerStack, student: OnnxGraph, studentOutput: string): Matched;
/**
 * A name the config gives, as a value of the graph: a node's name means its
 * first output; otherwise it must be a value some node writes or a graph input.
 *
 * @throws InputError naming the key and the name when the graph has neither.
 */
export declare function boundaryNamed(graph: OnnxGraph, name: string, label: string, key: string): Boundary;
