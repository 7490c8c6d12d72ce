/**
 * The smallest useful ONNX model, encoded by hand: y = Identity(x) over a
 * float tensor of shape [1] (IR version 8, default opset 13). Creating a
 * session for it is a cheap way to ask whether an execution provider can be
 * used on this machine, without shipping a model file.
 *
 * Field numbers are those of onnx/onnx.proto (ModelProto.ir_version = 1,
 * producer_name = 2, graph = 7, opset_import = 8; GraphProto.node = 1,
 * name = 2, input = 11, output = 12; NodeProto.input = 1, output = 2,
 * op_type = 4; ValueInfoProto.name = 1, type = 2; TypeProto.tensor_type = 1;
 * TypeProto.Tensor.elem_type = 1, shape = 2; TensorShapeProto.dim = 1;
 * Dimension.dim_value = 1; OperatorSetIdProto.version = 2).
 */

function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

function intField(field: number, value: number): number[] {
  return [...varint(field << 3), ...varint(value)];
}

function bytesField(field: number, bytes: number[]): number[] {
  return [...varint((field << 3) | 2), ...varint(bytes.length), ...bytes];
}

function stringField(field: number, text: string): number[] {
  return bytesField(field, [...Buffer.from(text, 'utf8')]);
}

const FLOAT = 1;

function floatVector(name: string, length: number): number[] {
  const dim = intField(1, length);
  const shape = bytesField(1, dim);
  const tensor = [...intField(1, FLOAT), ...bytesField(2, shape)];
  const type = bytesField(1, tensor);
  return [...stringField(1, name), ...bytesField(2, type)];
}

function encodeProbeModel(): Uint8Array {
  const node = [...stringField(1, 'x'), ...stringField(2, 'y'), ...stringField(4, 'Identity')];
  const graph = [
    ...bytesField(1, node),
    ...stringField(2, 'metacompress-probe'),
    ...bytesField(11, floatVector('x', 1)),
    ...bytesField(12, floatVector('y', 1)),
  ];
  const opset = intField(2, 13);
  const model = [
    ...intField(1, 8),
    ...stringField(2, 'metacompress'),
    ...bytesField(7, graph),
    ...bytesField(8, opset),
  ];
  return Uint8Array.from(model);
}

/** y = Identity(x), x and y float32 of shape [1]. */
export const PROBE_MODEL: Uint8Array = encodeProbeModel();
