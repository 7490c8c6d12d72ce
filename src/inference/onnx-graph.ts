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
  outputs: { name: string; dims: (number | string)[] }[];
}

/** A protobuf field: its number, and either a varint or the bytes of a length-delimited value. */
type Field = { number: number; varint: number } | { number: number; bytes: Uint8Array };

/** Reads a base-128 varint at `offset`; numbers past 2^53 lose precision, which no dimension reaches. */
function readVarint(buffer: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  let at = offset;
  for (;;) {
    if (at >= buffer.length) throw new RangeError(`varint runs past the end at byte ${offset}`);
    const byte = buffer[at]!;
    at += 1;
    value += (byte & 0x7f) * scale;
    if ((byte & 0x80) === 0) return [value, at];
    scale *= 128;
    if (scale > 2 ** 70) throw new RangeError(`varint at byte ${offset} is longer than 10 bytes`);
  }
}

/** The fields of one message, in order; fixed-width fields are skipped. */
function* fields(buffer: Uint8Array): Generator<Field> {
  let at = 0;
  while (at < buffer.length) {
    const [tag, afterTag] = readVarint(buffer, at);
    const number = Math.floor(tag / 8);
    const wireType = tag % 8;
    at = afterTag;
    if (wireType === 0) {
      const [varint, next] = readVarint(buffer, at);
      at = next;
      yield { number, varint };
    } else if (wireType === 2) {
      const [length, start] = readVarint(buffer, at);
      at = start + length;
      if (at > buffer.length) throw new RangeError(`field ${number} runs past the end`);
      yield { number, bytes: buffer.subarray(start, at) };
    } else if (wireType === 1) {
      at += 8;
    } else if (wireType === 5) {
      at += 4;
    } else {
      throw new RangeError(`unsupported wire type ${wireType} at byte ${at}`);
    }
  }
}

const text = new TextDecoder();

function readNode(bytes: Uint8Array): GraphNode {
  const node: GraphNode = { name: '', opType: '', inputs: [], outputs: [] };
  for (const field of fields(bytes)) {
    if (!('bytes' in field)) continue;
    if (field.number === 1) node.inputs.push(text.decode(field.bytes));
    else if (field.number === 2) node.outputs.push(text.decode(field.bytes));
    else if (field.number === 3) node.name = text.decode(field.bytes);
    else if (field.number === 4) node.opType = text.decode(field.bytes);
  }
  return node;
}

/** An initializer's name, dims (repeated int64, packed or not) and external data file, if any. */
function readTensorShape(bytes: Uint8Array): [string, number[], string | null] {
  let name = '';
  let location: string | null = null;
  const dims: number[] = [];
  for (const field of fields(bytes)) {
    if (field.number === 8 && 'bytes' in field) name = text.decode(field.bytes);
    else if (field.number === 13 && 'bytes' in field) {
      const key = child(field.bytes, 1);
      const value = child(field.bytes, 2);
      if (key !== null && value !== null && text.decode(key) === 'location')
        location = text.decode(value);
    } else if (field.number === 1 && 'varint' in field) dims.push(field.varint);
    else if (field.number === 1 && 'bytes' in field) {
      for (let at = 0; at < field.bytes.length;) {
        const [dim, next] = readVarint(field.bytes, at);
        dims.push(dim);
        at = next;
      }
    }
  }
  return [name, dims, location];
}

/** The bytes of the first length-delimited field `number` of a message, or null. */
function child(bytes: Uint8Array, number: number): Uint8Array | null {
  for (const field of fields(bytes))
    if (field.number === number && 'bytes' in field) return field.bytes;
  return null;
}

/** A ValueInfoProto's name and tensor dimensions (empty when it declares no shape). */
function readValueInfo(bytes: Uint8Array): { name: string; dims: (number | string)[] } {
  const name = child(bytes, 1);
  const shape = [2, 1, 2].reduce<Uint8Array | null>(
    (at, n) => (at === null ? null : child(at, n)),
    bytes,
  );
  const dims: (number | string)[] = [];
  for (const dim of shape === null ? [] : fields(shape)) {
    if (dim.number !== 1 || !('bytes' in dim)) continue;
    const [part] = [...fields(dim.bytes)];
    dims.push(part === undefined ? '?' : 'varint' in part ? part.varint : text.decode(part.bytes));
  }
  return { name: name === null ? '' : text.decode(name), dims };
}

/**
 * The nodes, initializer shapes, inputs and outputs of an ONNX model's main graph.
 * @throws RangeError when the bytes are not a well-formed protobuf message.
 */
export function readOnnxGraph(model: Uint8Array): OnnxGraph {
  const graph: OnnxGraph = {
    nodes: [],
    initializers: new Map(),
    externalData: new Set(),
    inputs: [],
    outputs: [],
  };
  for (const field of fields(model)) {
    if (field.number !== 7 || !('bytes' in field)) continue;
    const declared: string[] = [];
    for (const part of fields(field.bytes)) {
      if (!('bytes' in part)) continue;
      if (part.number === 1) graph.nodes.push(readNode(part.bytes));
      else if (part.number === 5) {
        const [name, dims, location] = readTensorShape(part.bytes);
        graph.initializers.set(name, dims);
        if (location !== null) graph.externalData.add(location);
      } else if (part.number === 11) declared.push(readValueInfo(part.bytes).name);
      else if (part.number === 12) graph.outputs.push(readValueInfo(part.bytes));
    }
    graph.inputs = declared.filter((name) => !graph.initializers.has(name));
  }
  return graph;
}

/**
 * The graph's parameters: the elements of its initializers, Σ Π dims (a
 * scalar counts 1), whether their data is in the file or external. Weights a
 * graph keeps in Constant nodes or in subgraphs are not counted (exporters of
 * the classifiers here keep them as initializers of the main graph).
 *
 * @example
 * parameterCount({ ...graph, initializers: new Map([['w', [3, 4]], ['b', [4]], ['s', []]]) }); // 17
 */
export function parameterCount(graph: Pick<OnnxGraph, 'initializers'>): number {
  let total = 0;
  for (const dims of graph.initializers.values()) total += dims.reduce((n, d) => n * d, 1);
  return total;
}

/** Operators that pass ids through unchanged in value (only their shape or type may change). */
const ID_PRESERVING = new Set([
  'Cast',
  'Reshape',
  'Unsqueeze',
  'Squeeze',
  'Flatten',
  'Slice',
  'Split',
  'Identity',
  'Transpose',
  'Expand',
  'Concat',
]);

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
export function embeddingTables(graph: OnnxGraph): {
  tokens: EmbeddingTable | null;
  positions: EmbeddingTable | null;
} {
  const producedBy = new Map<string, GraphNode>();
  for (const node of graph.nodes) for (const output of node.outputs) producedBy.set(output, node);
  /** The graph input a value is, through value-preserving operators, or null. */
  const sourceInput = (value: string): string | null => {
    const seen = new Set<string>();
    let current = value;
    for (;;) {
      if (graph.inputs.includes(current)) return current;
      const node = producedBy.get(current);
      if (node === undefined || !ID_PRESERVING.has(node.opType) || seen.has(current)) return null;
      seen.add(current);
      // The data input is the first; Concat joins pieces of one input (concat-blocks).
      current = node.inputs[0]!;
    }
  };
  const lookups: (EmbeddingTable & { source: string | null })[] = [];
  for (const node of graph.nodes) {
    if (node.opType !== 'Gather' || node.inputs.length < 2) continue;
    const dims = graph.initializers.get(node.inputs[0]!);
    if (dims === undefined || dims.length !== 2) continue;
    lookups.push({
      rows: dims[0]!,
      node: node.name,
      table: node.inputs[0]!,
      source: sourceInput(node.inputs[1]!),
    });
  }
  const strip = ({ rows, node, table }: EmbeddingTable): EmbeddingTable => ({ rows, node, table });
  const tokens = lookups.find((l) => l.source === 'input_ids') ?? null;
  const positioned = lookups.find(
    (l) => l.source === 'position_ids' || l.source === 'position_idx',
  );
  const others = lookups
    .filter((l) => l !== tokens && l.table !== tokens?.table && l.rows > 2)
    .sort((a, b) => b.rows - a.rows);
  const positions = positioned ?? others[0] ?? null;
  return {
    tokens: tokens === null ? null : strip(tokens),
    positions: positions === null ? null : strip(positions),
  };
}
