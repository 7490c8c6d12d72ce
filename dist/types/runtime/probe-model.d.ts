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
/** y = Identity(x), x and y float32 of shape [1]. */
export declare const PROBE_MODEL: Uint8Array;
