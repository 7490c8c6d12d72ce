/**
 * Where a graph's layers begin and end, read from its node names, and the
 * same places in another graph (a quantised or pruned copy keeps the
 * teacher's node names: its exporter or quantiser names nodes by the
 * module they belong to, `/layers.3/Add_3`, `/roberta/encoder/layer.3/…`).
 */
import { InputError } from '../errors.js';
import type { GraphNode, OnnxGraph } from './onnx-graph.js';

/** One place in a graph whose tensor is compared: a value, the node that writes it, and a label. */
export interface Boundary {
  /** What the report calls it: `embeddings`, `layers.0` … `layers.11`, `output`, or the config's name. */
  label: string;
  /** The value (tensor) name the rewritten graph outputs. */
  value: string;
  /** The node writing it and its output index; null for a graph input. */
  node: { name: string; output: number } | null;
}

/** A stack of numbered layers: the nodes whose names share `prefix` and a number. */
export interface LayerStack {
  /** The name part before the number, e.g. `/layers` or `/roberta/encoder/layer`. */
  prefix: string;
  /** The nodes of layer i, in graph order. */
  layers: GraphNode[][];
}

/** A path part naming one of a numbered list of modules: `layers.3`, `layer.11`, `h.0`. */
const NUMBERED = /^(.+)\.(\d+)$/;

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
export function layerStack(graph: Pick<OnnxGraph, 'nodes'>): LayerStack | null {
  const stacks = new Map<string, Map<number, GraphNode[]>>();
  for (const node of graph.nodes) {
    const parts = node.name.split('/');
    const at = parts.findIndex((part) => NUMBERED.test(part));
    if (at < 0) continue;
    const [, base, index] = NUMBERED.exec(parts[at]!)!;
    const prefix = [...parts.slice(0, at), base].join('/');
    const layers = stacks.get(prefix) ?? new Map<number, GraphNode[]>();
    stacks.set(prefix, layers);
    const nodes = layers.get(Number(index)) ?? [];
    layers.set(Number(index), nodes);
    nodes.push(node);
  }
  const size = (layers: Map<number, GraphNode[]>) =>
    [...layers.values()].reduce((n, nodes) => n + nodes.length, 0);
  const largest = [...stacks.entries()].sort(([, a], [, b]) => size(b) - size(a))[0];
  if (largest === undefined) return null;
  const [prefix, numbered] = largest;
  const layers = Array.from({ length: numbered.size }, (_, i) => numbered.get(i));
  if (layers.some((nodes) => nodes === undefined)) return null;
  return { prefix, layers: layers as GraphNode[][] };
}

/** The name `name` has with its layer number replaced, or null when it is not of layer `from`. */
function renumbered(name: string, prefix: string, from: number, to: number): string | null {
  const head = `${prefix}.${from}/`;
  return name.startsWith(head) ? `${prefix}.${to}/${name.slice(head.length)}` : null;
}

/**
 * The teacher's layer boundaries: `embeddings` (the value layer 0 reads in
 * the place where layer 1 reads layer 0's output), each layer's output (the
 * last value a layer's non-Constant nodes write that a node outside the
 * layer reads, or that the graph outputs), and `output` (the graph's
 * output the gate reads). Null when the graph has no layer stack.
 */
export function teacherBoundaries(
  graph: OnnxGraph,
  output: string,
): { stack: LayerStack; boundaries: Boundary[] } | null {
  const stack = layerStack(graph);
  if (stack === null) return null;
  const readers = new Map<string, GraphNode[]>();
  for (const node of graph.nodes) {
    for (const input of node.inputs) readers.set(input, [...(readers.get(input) ?? []), node]);
  }
  const graphOutputs = new Set(graph.outputs.map((o) => o.name));
  const layerOutputs: Boundary[] = [];
  stack.layers.forEach((nodes, i) => {
    const inside = new Set(nodes);
    let last: Boundary | null = null;
    for (const node of nodes) {
      if (node.opType === 'Constant') continue;
      node.outputs.forEach((value, output) => {
        const readOutside = (readers.get(value) ?? []).some((reader) => !inside.has(reader));
        if (readOutside || graphOutputs.has(value)) {
          last = {
            label: `${stack.prefix.split('/').pop()}.${i}`,
            value,
            node: { name: node.name, output },
          };
        }
      });
    }
    if (last !== null) layerOutputs.push(last);
  });
  if (layerOutputs.length !== stack.layers.length) return null;
  const boundaries = [
    ...embeddingsBoundary(graph, stack, layerOutputs[0]!, readers),
    ...layerOutputs,
    { label: 'output', value: output, node: producer(graph, output) },
  ];
  return { stack, boundaries };
}

/** The node writing `value` and its output index, or null (a graph input). */
function producer(graph: Pick<OnnxGraph, 'nodes'>, value: string): Boundary['node'] {
  for (const node of graph.nodes) {
    const output = node.outputs.indexOf(value);
    if (output >= 0) return { name: node.name, output };
  }
  return null;
}

/**
 * The value layer 0 reads where layer 1 reads layer 0's output: the
 * embeddings' output. Found through layer 1's reader of that output and the
 * same-named node of layer 0; none with a single layer.
 */
function embeddingsBoundary(
  graph: OnnxGraph,
  stack: LayerStack,
  firstOutput: Boundary,
  readers: Map<string, GraphNode[]>,
): Boundary[] {
  if (stack.layers.length < 2) return [];
  const nodesByName = new Map(graph.nodes.map((node) => [node.name, node]));
  for (const reader of readers.get(firstOutput.value) ?? []) {
    const twinName = renumbered(reader.name, stack.prefix, 1, 0);
    const twin = twinName === null ? undefined : nodesByName.get(twinName);
    if (twin === undefined) continue;
    const value = twin.inputs[reader.inputs.indexOf(firstOutput.value)];
    if (value === undefined || value === '') continue;
    const node = producer(graph, value);
    if (node !== null && stack.layers[0]!.some((n) => n.name === node.name)) continue;
    return [{ label: 'embeddings', value, node }];
  }
  return [];
}

const layers = (n: number) => `${n} layer${n === 1 ? '' : 's'}`;

/** The student's boundaries, or why the teacher's cannot be found in it. */
export type Matched = { boundaries: Boundary[] } | { unmatched: string };

/**
 * The student's values at the teacher's boundaries, matched by node name
 * (the node and output index that write each teacher value; a graph input
 * by its own name), and the graph's output at `output`. A student whose
 * layer stack differs (another prefix or number of layers: a distilled
 * student whose `layers.0` is not the teacher's) has no automatic map, nor
 * one without a node of the teacher's boundaries; `unmatched` says why.
 */
export function matchByNodeName(
  teacher: readonly Boundary[],
  teacherStack: LayerStack,
  student: OnnxGraph,
  studentOutput: string,
): Matched {
  const stack = layerStack(student);
  if (
    stack === null ||
    stack.prefix !== teacherStack.prefix ||
    stack.layers.length !== teacherStack.layers.length
  ) {
    const has =
      stack === null
        ? 'no numbered layers'
        : `${layers(stack.layers.length)} named ${stack.prefix}.N`;
    return {
      unmatched: `the teacher has ${layers(teacherStack.layers.length)} named ${teacherStack.prefix}.N, the student ${has}`,
    };
  }
  const nodesByName = new Map(student.nodes.map((node) => [node.name, node]));
  const boundaries: Boundary[] = [];
  for (const boundary of teacher) {
    if (boundary.label === 'output') {
      boundaries.push({
        label: 'output',
        value: studentOutput,
        node: producer(student, studentOutput),
      });
    } else if (boundary.node === null) {
      if (!student.inputs.includes(boundary.value)) {
        return {
          unmatched: `the student has no input ${boundary.value} (the teacher's ${boundary.label})`,
        };
      }
      boundaries.push(boundary);
    } else {
      const value = nodesByName.get(boundary.node.name)?.outputs[boundary.node.output];
      if (value === undefined) {
        return {
          unmatched: `the student has no node ${boundary.node.name} (the teacher's ${boundary.label})`,
        };
      }
      boundaries.push({ label: boundary.label, value, node: { ...boundary.node } });
    }
  }
  return { boundaries };
}

/**
 * A name the config gives, as a value of the graph: a node's name means its
 * first output; otherwise it must be a value some node writes or a graph input.
 *
 * @throws InputError naming the key and the name when the graph has neither.
 */
export function boundaryNamed(
  graph: OnnxGraph,
  name: string,
  label: string,
  key: string,
): Boundary {
  const node = graph.nodes.find((n) => n.name === name);
  if (node !== undefined && node.outputs[0] !== undefined) {
    return { label, value: node.outputs[0], node: { name: node.name, output: 0 } };
  }
  const writer = producer(graph, name);
  if (writer !== null || graph.inputs.includes(name)) return { label, value: name, node: writer };
  throw new InputError(
    `${key}: ${JSON.stringify(name)} is neither a node nor a value of the graph`,
  );
}
