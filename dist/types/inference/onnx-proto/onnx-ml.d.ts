import type { BinaryWriteOptions } from '@protobuf-ts/runtime';
import type { IBinaryWriter } from '@protobuf-ts/runtime';
import type { BinaryReadOptions } from '@protobuf-ts/runtime';
import type { IBinaryReader } from '@protobuf-ts/runtime';
import type { PartialMessage } from '@protobuf-ts/runtime';
import { MessageType } from '@protobuf-ts/runtime';
/**
 * @generated from protobuf message onnx.AttributeProto
 */
export interface AttributeProto {
    /**
     * @generated from protobuf field: optional string name = 1
     */
    name?: string;
    /**
     * @generated from protobuf field: optional string ref_attr_name = 21
     */
    refAttrName?: string;
    /**
     * @generated from protobuf field: optional string doc_string = 13
     */
    docString?: string;
    /**
     * @generated from protobuf field: optional onnx.AttributeProto.AttributeType type = 20
     */
    type?: AttributeProto_AttributeType;
    /**
     * @generated from protobuf field: optional float f = 2
     */
    f?: number;
    /**
     * @generated from protobuf field: optional int64 i = 3
     */
    i?: bigint;
    /**
     * @generated from protobuf field: optional bytes s = 4
     */
    s?: Uint8Array;
    /**
     * @generated from protobuf field: optional onnx.TensorProto t = 5
     */
    t?: TensorProto;
    /**
     * @generated from protobuf field: optional onnx.GraphProto g = 6
     */
    g?: GraphProto;
    /**
     * @generated from protobuf field: optional onnx.SparseTensorProto sparse_tensor = 22
     */
    sparseTensor?: SparseTensorProto;
    /**
     * @generated from protobuf field: optional onnx.TypeProto tp = 14
     */
    tp?: TypeProto;
    /**
     * @generated from protobuf field: repeated float floats = 7
     */
    floats: number[];
    /**
     * @generated from protobuf field: repeated int64 ints = 8
     */
    ints: bigint[];
    /**
     * @generated from protobuf field: repeated bytes strings = 9
     */
    strings: Uint8Array[];
    /**
     * @generated from protobuf field: repeated onnx.TensorProto tensors = 10
     */
    tensors: TensorProto[];
    /**
     * @generated from protobuf field: repeated onnx.GraphProto graphs = 11
     */
    graphs: GraphProto[];
    /**
     * @generated from protobuf field: repeated onnx.SparseTensorProto sparse_tensors = 23
     */
    sparseTensors: SparseTensorProto[];
    /**
     * @generated from protobuf field: repeated onnx.TypeProto type_protos = 15
     */
    typeProtos: TypeProto[];
}
/**
 * @generated from protobuf enum onnx.AttributeProto.AttributeType
 */
export declare enum AttributeProto_AttributeType {
    /**
     * @generated from protobuf enum value: UNDEFINED = 0;
     */
    UNDEFINED = 0,
    /**
     * @generated from protobuf enum value: FLOAT = 1;
     */
    FLOAT = 1,
    /**
     * @generated from protobuf enum value: INT = 2;
     */
    INT = 2,
    /**
     * @generated from protobuf enum value: STRING = 3;
     */
    STRING = 3,
    /**
     * @generated from protobuf enum value: TENSOR = 4;
     */
    TENSOR = 4,
    /**
     * @generated from protobuf enum value: GRAPH = 5;
     */
    GRAPH = 5,
    /**
     * @generated from protobuf enum value: SPARSE_TENSOR = 11;
     */
    SPARSE_TENSOR = 11,
    /**
     * @generated from protobuf enum value: TYPE_PROTO = 13;
     */
    TYPE_PROTO = 13,
    /**
     * @generated from protobuf enum value: FLOATS = 6;
     */
    FLOATS = 6,
    /**
     * @generated from protobuf enum value: INTS = 7;
     */
    INTS = 7,
    /**
     * @generated from protobuf enum value: STRINGS = 8;
     */
    STRINGS = 8,
    /**
     * @generated from protobuf enum value: TENSORS = 9;
     */
    TENSORS = 9,
    /**
     * @generated from protobuf enum value: GRAPHS = 10;
     */
    GRAPHS = 10,
    /**
     * @generated from protobuf enum value: SPARSE_TENSORS = 12;
     */
    SPARSE_TENSORS = 12,
    /**
     * @generated from protobuf enum value: TYPE_PROTOS = 14;
     */
    TYPE_PROTOS = 14
}
/**
 * @generated from protobuf message onnx.ValueInfoProto
 */
export interface ValueInfoProto {
    /**
     * @generated from protobuf field: optional string name = 1
     */
    name?: string;
    /**
     * @generated from protobuf field: optional onnx.TypeProto type = 2
     */
    type?: TypeProto;
    /**
     * @generated from protobuf field: optional string doc_string = 3
     */
    docString?: string;
}
/**
 * @generated from protobuf message onnx.NodeProto
 */
export interface NodeProto {
    /**
     * @generated from protobuf field: repeated string input = 1
     */
    input: string[];
    /**
     * @generated from protobuf field: repeated string output = 2
     */
    output: string[];
    /**
     * @generated from protobuf field: optional string name = 3
     */
    name?: string;
    /**
     * @generated from protobuf field: optional string op_type = 4
     */
    opType?: string;
    /**
     * @generated from protobuf field: optional string domain = 7
     */
    domain?: string;
    /**
     * @generated from protobuf field: repeated onnx.AttributeProto attribute = 5
     */
    attribute: AttributeProto[];
    /**
     * @generated from protobuf field: optional string doc_string = 6
     */
    docString?: string;
}
/**
 * @generated from protobuf message onnx.TrainingInfoProto
 */
export interface TrainingInfoProto {
    /**
     * @generated from protobuf field: optional onnx.GraphProto initialization = 1
     */
    initialization?: GraphProto;
    /**
     * @generated from protobuf field: optional onnx.GraphProto algorithm = 2
     */
    algorithm?: GraphProto;
    /**
     * @generated from protobuf field: repeated onnx.StringStringEntryProto initialization_binding = 3
     */
    initializationBinding: StringStringEntryProto[];
    /**
     * @generated from protobuf field: repeated onnx.StringStringEntryProto update_binding = 4
     */
    updateBinding: StringStringEntryProto[];
}
/**
 * @generated from protobuf message onnx.ModelProto
 */
export interface ModelProto {
    /**
     * @generated from protobuf field: optional int64 ir_version = 1
     */
    irVersion?: bigint;
    /**
     * @generated from protobuf field: repeated onnx.OperatorSetIdProto opset_import = 8
     */
    opsetImport: OperatorSetIdProto[];
    /**
     * @generated from protobuf field: optional string producer_name = 2
     */
    producerName?: string;
    /**
     * @generated from protobuf field: optional string producer_version = 3
     */
    producerVersion?: string;
    /**
     * @generated from protobuf field: optional string domain = 4
     */
    domain?: string;
    /**
     * @generated from protobuf field: optional int64 model_version = 5
     */
    modelVersion?: bigint;
    /**
     * @generated from protobuf field: optional string doc_string = 6
     */
    docString?: string;
    /**
     * @generated from protobuf field: optional onnx.GraphProto graph = 7
     */
    graph?: GraphProto;
    /**
     * @generated from protobuf field: repeated onnx.StringStringEntryProto metadata_props = 14
     */
    metadataProps: StringStringEntryProto[];
    /**
     * @generated from protobuf field: repeated onnx.TrainingInfoProto training_info = 20
     */
    trainingInfo: TrainingInfoProto[];
    /**
     * @generated from protobuf field: repeated onnx.FunctionProto functions = 25
     */
    functions: FunctionProto[];
}
/**
 * @generated from protobuf message onnx.StringStringEntryProto
 */
export interface StringStringEntryProto {
    /**
     * @generated from protobuf field: optional string key = 1
     */
    key?: string;
    /**
     * @generated from protobuf field: optional string value = 2
     */
    value?: string;
}
/**
 * @generated from protobuf message onnx.TensorAnnotation
 */
export interface TensorAnnotation {
    /**
     * @generated from protobuf field: optional string tensor_name = 1
     */
    tensorName?: string;
    /**
     * @generated from protobuf field: repeated onnx.StringStringEntryProto quant_parameter_tensor_names = 2
     */
    quantParameterTensorNames: StringStringEntryProto[];
}
/**
 * @generated from protobuf message onnx.GraphProto
 */
export interface GraphProto {
    /**
     * @generated from protobuf field: repeated onnx.NodeProto node = 1
     */
    node: NodeProto[];
    /**
     * @generated from protobuf field: optional string name = 2
     */
    name?: string;
    /**
     * @generated from protobuf field: repeated onnx.TensorProto initializer = 5
     */
    initializer: TensorProto[];
    /**
     * @generated from protobuf field: repeated onnx.SparseTensorProto sparse_initializer = 15
     */
    sparseInitializer: SparseTensorProto[];
    /**
     * @generated from protobuf field: optional string doc_string = 10
     */
    docString?: string;
    /**
     * @generated from protobuf field: repeated onnx.ValueInfoProto input = 11
     */
    input: ValueInfoProto[];
    /**
     * @generated from protobuf field: repeated onnx.ValueInfoProto output = 12
     */
    output: ValueInfoProto[];
    /**
     * @generated from protobuf field: repeated onnx.ValueInfoProto value_info = 13
     */
    valueInfo: ValueInfoProto[];
    /**
     * @generated from protobuf field: repeated onnx.TensorAnnotation quantization_annotation = 14
     */
    quantizationAnnotation: TensorAnnotation[];
}
/**
 * @generated from protobuf message onnx.TensorProto
 */
export interface TensorProto {
    /**
     * @generated from protobuf field: repeated int64 dims = 1
     */
    dims: bigint[];
    /**
     * @generated from protobuf field: optional int32 data_type = 2
     */
    dataType?: number;
    /**
     * @generated from protobuf field: optional onnx.TensorProto.Segment segment = 3
     */
    segment?: TensorProto_Segment;
    /**
     * @generated from protobuf field: repeated float float_data = 4 [packed = true]
     */
    floatData: number[];
    /**
     * @generated from protobuf field: repeated int32 int32_data = 5 [packed = true]
     */
    int32Data: number[];
    /**
     * @generated from protobuf field: repeated bytes string_data = 6
     */
    stringData: Uint8Array[];
    /**
     * @generated from protobuf field: repeated int64 int64_data = 7 [packed = true]
     */
    int64Data: bigint[];
    /**
     * @generated from protobuf field: optional string name = 8
     */
    name?: string;
    /**
     * @generated from protobuf field: optional string doc_string = 12
     */
    docString?: string;
    /**
     * @generated from protobuf field: optional bytes raw_data = 9
     */
    rawData?: Uint8Array;
    /**
     * @generated from protobuf field: repeated onnx.StringStringEntryProto external_data = 13
     */
    externalData: StringStringEntryProto[];
    /**
     * @generated from protobuf field: optional onnx.TensorProto.DataLocation data_location = 14
     */
    dataLocation?: TensorProto_DataLocation;
    /**
     * @generated from protobuf field: repeated double double_data = 10 [packed = true]
     */
    doubleData: number[];
    /**
     * @generated from protobuf field: repeated uint64 uint64_data = 11 [packed = true]
     */
    uint64Data: bigint[];
}
/**
 * @generated from protobuf message onnx.TensorProto.Segment
 */
export interface TensorProto_Segment {
    /**
     * @generated from protobuf field: optional int64 begin = 1
     */
    begin?: bigint;
    /**
     * @generated from protobuf field: optional int64 end = 2
     */
    end?: bigint;
}
/**
 * @generated from protobuf enum onnx.TensorProto.DataType
 */
export declare enum TensorProto_DataType {
    /**
     * @generated from protobuf enum value: UNDEFINED = 0;
     */
    UNDEFINED = 0,
    /**
     * @generated from protobuf enum value: FLOAT = 1;
     */
    FLOAT = 1,
    /**
     * @generated from protobuf enum value: UINT8 = 2;
     */
    UINT8 = 2,
    /**
     * @generated from protobuf enum value: INT8 = 3;
     */
    INT8 = 3,
    /**
     * @generated from protobuf enum value: UINT16 = 4;
     */
    UINT16 = 4,
    /**
     * @generated from protobuf enum value: INT16 = 5;
     */
    INT16 = 5,
    /**
     * @generated from protobuf enum value: INT32 = 6;
     */
    INT32 = 6,
    /**
     * @generated from protobuf enum value: INT64 = 7;
     */
    INT64 = 7,
    /**
     * @generated from protobuf enum value: STRING = 8;
     */
    STRING = 8,
    /**
     * @generated from protobuf enum value: BOOL = 9;
     */
    BOOL = 9,
    /**
     * @generated from protobuf enum value: FLOAT16 = 10;
     */
    FLOAT16 = 10,
    /**
     * @generated from protobuf enum value: DOUBLE = 11;
     */
    DOUBLE = 11,
    /**
     * @generated from protobuf enum value: UINT32 = 12;
     */
    UINT32 = 12,
    /**
     * @generated from protobuf enum value: UINT64 = 13;
     */
    UINT64 = 13,
    /**
     * @generated from protobuf enum value: COMPLEX64 = 14;
     */
    COMPLEX64 = 14,
    /**
     * @generated from protobuf enum value: COMPLEX128 = 15;
     */
    COMPLEX128 = 15,
    /**
     * @generated from protobuf enum value: BFLOAT16 = 16;
     */
    BFLOAT16 = 16
}
/**
 * @generated from protobuf enum onnx.TensorProto.DataLocation
 */
export declare enum TensorProto_DataLocation {
    /**
     * @generated from protobuf enum value: DEFAULT = 0;
     */
    DEFAULT = 0,
    /**
     * @generated from protobuf enum value: EXTERNAL = 1;
     */
    EXTERNAL = 1
}
/**
 * @generated from protobuf message onnx.SparseTensorProto
 */
export interface SparseTensorProto {
    /**
     * @generated from protobuf field: optional onnx.TensorProto values = 1
     */
    values?: TensorProto;
    /**
     * @generated from protobuf field: optional onnx.TensorProto indices = 2
     */
    indices?: TensorProto;
    /**
     * @generated from protobuf field: repeated int64 dims = 3
     */
    dims: bigint[];
}
/**
 * @generated from protobuf message onnx.TensorShapeProto
 */
export interface TensorShapeProto {
    /**
     * @generated from protobuf field: repeated onnx.TensorShapeProto.Dimension dim = 1
     */
    dim: TensorShapeProto_Dimension[];
}
/**
 * @generated from protobuf message onnx.TensorShapeProto.Dimension
 */
export interface TensorShapeProto_Dimension {
    /**
     * @generated from protobuf oneof: value
     */
    value: {
        oneofKind: 'dimValue';
        /**
         * @generated from protobuf field: int64 dim_value = 1
         */
        dimValue: bigint;
    } | {
        oneofKind: 'dimParam';
        /**
         * @generated from protobuf field: string dim_param = 2
         */
        dimParam: string;
    } | {
        oneofKind: undefined;
    };
    /**
     * @generated from protobuf field: optional string denotation = 3
     */
    denotation?: string;
}
/**
 * @generated from protobuf message onnx.TypeProto
 */
export interface TypeProto {
    /**
     * @generated from protobuf oneof: value
     */
    value: {
        oneofKind: 'tensorType';
        /**
         * @generated from protobuf field: onnx.TypeProto.Tensor tensor_type = 1
         */
        tensorType: TypeProto_Tensor;
    } | {
        oneofKind: 'sequenceType';
        /**
         * @generated from protobuf field: onnx.TypeProto.Sequence sequence_type = 4
         */
        sequenceType: TypeProto_Sequence;
    } | {
        oneofKind: 'mapType';
        /**
         * @generated from protobuf field: onnx.TypeProto.Map map_type = 5
         */
        mapType: TypeProto_Map;
    } | {
        oneofKind: 'optionalType';
        /**
         * @generated from protobuf field: onnx.TypeProto.Optional optional_type = 9
         */
        optionalType: TypeProto_Optional;
    } | {
        oneofKind: 'sparseTensorType';
        /**
         * @generated from protobuf field: onnx.TypeProto.SparseTensor sparse_tensor_type = 8
         */
        sparseTensorType: TypeProto_SparseTensor;
    } | {
        oneofKind: 'opaqueType';
        /**
         * @generated from protobuf field: onnx.TypeProto.Opaque opaque_type = 7
         */
        opaqueType: TypeProto_Opaque;
    } | {
        oneofKind: undefined;
    };
    /**
     * @generated from protobuf field: optional string denotation = 6
     */
    denotation?: string;
}
/**
 * @generated from protobuf message onnx.TypeProto.Tensor
 */
export interface TypeProto_Tensor {
    /**
     * @generated from protobuf field: optional int32 elem_type = 1
     */
    elemType?: number;
    /**
     * @generated from protobuf field: optional onnx.TensorShapeProto shape = 2
     */
    shape?: TensorShapeProto;
}
/**
 * @generated from protobuf message onnx.TypeProto.Sequence
 */
export interface TypeProto_Sequence {
    /**
     * @generated from protobuf field: optional onnx.TypeProto elem_type = 1
     */
    elemType?: TypeProto;
}
/**
 * @generated from protobuf message onnx.TypeProto.Map
 */
export interface TypeProto_Map {
    /**
     * @generated from protobuf field: optional int32 key_type = 1
     */
    keyType?: number;
    /**
     * @generated from protobuf field: optional onnx.TypeProto value_type = 2
     */
    valueType?: TypeProto;
}
/**
 * @generated from protobuf message onnx.TypeProto.Optional
 */
export interface TypeProto_Optional {
    /**
     * @generated from protobuf field: optional onnx.TypeProto elem_type = 1
     */
    elemType?: TypeProto;
}
/**
 * @generated from protobuf message onnx.TypeProto.SparseTensor
 */
export interface TypeProto_SparseTensor {
    /**
     * @generated from protobuf field: optional int32 elem_type = 1
     */
    elemType?: number;
    /**
     * @generated from protobuf field: optional onnx.TensorShapeProto shape = 2
     */
    shape?: TensorShapeProto;
}
/**
 * @generated from protobuf message onnx.TypeProto.Opaque
 */
export interface TypeProto_Opaque {
    /**
     * @generated from protobuf field: optional string domain = 1
     */
    domain?: string;
    /**
     * @generated from protobuf field: optional string name = 2
     */
    name?: string;
}
/**
 * @generated from protobuf message onnx.OperatorSetIdProto
 */
export interface OperatorSetIdProto {
    /**
     * @generated from protobuf field: optional string domain = 1
     */
    domain?: string;
    /**
     * @generated from protobuf field: optional int64 version = 2
     */
    version?: bigint;
}
/**
 * @generated from protobuf message onnx.FunctionProto
 */
export interface FunctionProto {
    /**
     * @generated from protobuf field: optional string name = 1
     */
    name?: string;
    /**
     * @generated from protobuf field: repeated string input = 4
     */
    input: string[];
    /**
     * @generated from protobuf field: repeated string output = 5
     */
    output: string[];
    /**
     * @generated from protobuf field: repeated string attribute = 6
     */
    attribute: string[];
    /**
     * @generated from protobuf field: repeated onnx.NodeProto node = 7
     */
    node: NodeProto[];
    /**
     * @generated from protobuf field: optional string doc_string = 8
     */
    docString?: string;
    /**
     * @generated from protobuf field: repeated onnx.OperatorSetIdProto opset_import = 9
     */
    opsetImport: OperatorSetIdProto[];
    /**
     * @generated from protobuf field: optional string domain = 10
     */
    domain?: string;
}
/**
 * @generated from protobuf enum onnx.Version
 */
export declare enum Version {
    /**
     * @generated from protobuf enum value: _START_VERSION = 0;
     */
    _START_VERSION = 0,
    /**
     * @generated from protobuf enum value: IR_VERSION_2017_10_10 = 1;
     */
    IR_VERSION_2017_10_10 = 1,
    /**
     * @generated from protobuf enum value: IR_VERSION_2017_10_30 = 2;
     */
    IR_VERSION_2017_10_30 = 2,
    /**
     * @generated from protobuf enum value: IR_VERSION_2017_11_3 = 3;
     */
    IR_VERSION_2017_11_3 = 3,
    /**
     * @generated from protobuf enum value: IR_VERSION_2019_1_22 = 4;
     */
    IR_VERSION_2019_1_22 = 4,
    /**
     * @generated from protobuf enum value: IR_VERSION_2019_3_18 = 5;
     */
    IR_VERSION_2019_3_18 = 5,
    /**
     * @generated from protobuf enum value: IR_VERSION_2019_9_19 = 6;
     */
    IR_VERSION_2019_9_19 = 6,
    /**
     * @generated from protobuf enum value: IR_VERSION_2020_5_8 = 7;
     */
    IR_VERSION_2020_5_8 = 7,
    /**
     * @generated from protobuf enum value: IR_VERSION = 8;
     */
    IR_VERSION = 8
}
/**
 * @generated from protobuf enum onnx.OperatorStatus
 */
export declare enum OperatorStatus {
    /**
     * @generated from protobuf enum value: EXPERIMENTAL = 0;
     */
    EXPERIMENTAL = 0,
    /**
     * @generated from protobuf enum value: STABLE = 1;
     */
    STABLE = 1
}
declare class AttributeProto$Type extends MessageType<AttributeProto> {
    constructor();
    create(value?: PartialMessage<AttributeProto>): AttributeProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: AttributeProto): AttributeProto;
    internalBinaryWrite(message: AttributeProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.AttributeProto
 */
export declare const AttributeProto: AttributeProto$Type;
declare class ValueInfoProto$Type extends MessageType<ValueInfoProto> {
    constructor();
    create(value?: PartialMessage<ValueInfoProto>): ValueInfoProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: ValueInfoProto): ValueInfoProto;
    internalBinaryWrite(message: ValueInfoProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.ValueInfoProto
 */
export declare const ValueInfoProto: ValueInfoProto$Type;
declare class NodeProto$Type extends MessageType<NodeProto> {
    constructor();
    create(value?: PartialMessage<NodeProto>): NodeProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: NodeProto): NodeProto;
    internalBinaryWrite(message: NodeProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.NodeProto
 */
export declare const NodeProto: NodeProto$Type;
declare class TrainingInfoProto$Type extends MessageType<TrainingInfoProto> {
    constructor();
    create(value?: PartialMessage<TrainingInfoProto>): TrainingInfoProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TrainingInfoProto): TrainingInfoProto;
    internalBinaryWrite(message: TrainingInfoProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TrainingInfoProto
 */
export declare const TrainingInfoProto: TrainingInfoProto$Type;
declare class ModelProto$Type extends MessageType<ModelProto> {
    constructor();
    create(value?: PartialMessage<ModelProto>): ModelProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: ModelProto): ModelProto;
    internalBinaryWrite(message: ModelProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.ModelProto
 */
export declare const ModelProto: ModelProto$Type;
declare class StringStringEntryProto$Type extends MessageType<StringStringEntryProto> {
    constructor();
    create(value?: PartialMessage<StringStringEntryProto>): StringStringEntryProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: StringStringEntryProto): StringStringEntryProto;
    internalBinaryWrite(message: StringStringEntryProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.StringStringEntryProto
 */
export declare const StringStringEntryProto: StringStringEntryProto$Type;
declare class TensorAnnotation$Type extends MessageType<TensorAnnotation> {
    constructor();
    create(value?: PartialMessage<TensorAnnotation>): TensorAnnotation;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TensorAnnotation): TensorAnnotation;
    internalBinaryWrite(message: TensorAnnotation, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TensorAnnotation
 */
export declare const TensorAnnotation: TensorAnnotation$Type;
declare class GraphProto$Type extends MessageType<GraphProto> {
    constructor();
    create(value?: PartialMessage<GraphProto>): GraphProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: GraphProto): GraphProto;
    internalBinaryWrite(message: GraphProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.GraphProto
 */
export declare const GraphProto: GraphProto$Type;
declare class TensorProto$Type extends MessageType<TensorProto> {
    constructor();
    create(value?: PartialMessage<TensorProto>): TensorProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TensorProto): TensorProto;
    internalBinaryWrite(message: TensorProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TensorProto
 */
export declare const TensorProto: TensorProto$Type;
declare class TensorProto_Segment$Type extends MessageType<TensorProto_Segment> {
    constructor();
    create(value?: PartialMessage<TensorProto_Segment>): TensorProto_Segment;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TensorProto_Segment): TensorProto_Segment;
    internalBinaryWrite(message: TensorProto_Segment, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TensorProto.Segment
 */
export declare const TensorProto_Segment: TensorProto_Segment$Type;
declare class SparseTensorProto$Type extends MessageType<SparseTensorProto> {
    constructor();
    create(value?: PartialMessage<SparseTensorProto>): SparseTensorProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: SparseTensorProto): SparseTensorProto;
    internalBinaryWrite(message: SparseTensorProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.SparseTensorProto
 */
export declare const SparseTensorProto: SparseTensorProto$Type;
declare class TensorShapeProto$Type extends MessageType<TensorShapeProto> {
    constructor();
    create(value?: PartialMessage<TensorShapeProto>): TensorShapeProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TensorShapeProto): TensorShapeProto;
    internalBinaryWrite(message: TensorShapeProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TensorShapeProto
 */
export declare const TensorShapeProto: TensorShapeProto$Type;
declare class TensorShapeProto_Dimension$Type extends MessageType<TensorShapeProto_Dimension> {
    constructor();
    create(value?: PartialMessage<TensorShapeProto_Dimension>): TensorShapeProto_Dimension;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TensorShapeProto_Dimension): TensorShapeProto_Dimension;
    internalBinaryWrite(message: TensorShapeProto_Dimension, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TensorShapeProto.Dimension
 */
export declare const TensorShapeProto_Dimension: TensorShapeProto_Dimension$Type;
declare class TypeProto$Type extends MessageType<TypeProto> {
    constructor();
    create(value?: PartialMessage<TypeProto>): TypeProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TypeProto): TypeProto;
    internalBinaryWrite(message: TypeProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TypeProto
 */
export declare const TypeProto: TypeProto$Type;
declare class TypeProto_Tensor$Type extends MessageType<TypeProto_Tensor> {
    constructor();
    create(value?: PartialMessage<TypeProto_Tensor>): TypeProto_Tensor;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TypeProto_Tensor): TypeProto_Tensor;
    internalBinaryWrite(message: TypeProto_Tensor, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TypeProto.Tensor
 */
export declare const TypeProto_Tensor: TypeProto_Tensor$Type;
declare class TypeProto_Sequence$Type extends MessageType<TypeProto_Sequence> {
    constructor();
    create(value?: PartialMessage<TypeProto_Sequence>): TypeProto_Sequence;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TypeProto_Sequence): TypeProto_Sequence;
    internalBinaryWrite(message: TypeProto_Sequence, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TypeProto.Sequence
 */
export declare const TypeProto_Sequence: TypeProto_Sequence$Type;
declare class TypeProto_Map$Type extends MessageType<TypeProto_Map> {
    constructor();
    create(value?: PartialMessage<TypeProto_Map>): TypeProto_Map;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TypeProto_Map): TypeProto_Map;
    internalBinaryWrite(message: TypeProto_Map, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TypeProto.Map
 */
export declare const TypeProto_Map: TypeProto_Map$Type;
declare class TypeProto_Optional$Type extends MessageType<TypeProto_Optional> {
    constructor();
    create(value?: PartialMessage<TypeProto_Optional>): TypeProto_Optional;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TypeProto_Optional): TypeProto_Optional;
    internalBinaryWrite(message: TypeProto_Optional, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TypeProto.Optional
 */
export declare const TypeProto_Optional: TypeProto_Optional$Type;
declare class TypeProto_SparseTensor$Type extends MessageType<TypeProto_SparseTensor> {
    constructor();
    create(value?: PartialMessage<TypeProto_SparseTensor>): TypeProto_SparseTensor;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TypeProto_SparseTensor): TypeProto_SparseTensor;
    internalBinaryWrite(message: TypeProto_SparseTensor, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TypeProto.SparseTensor
 */
export declare const TypeProto_SparseTensor: TypeProto_SparseTensor$Type;
declare class TypeProto_Opaque$Type extends MessageType<TypeProto_Opaque> {
    constructor();
    create(value?: PartialMessage<TypeProto_Opaque>): TypeProto_Opaque;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: TypeProto_Opaque): TypeProto_Opaque;
    internalBinaryWrite(message: TypeProto_Opaque, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.TypeProto.Opaque
 */
export declare const TypeProto_Opaque: TypeProto_Opaque$Type;
declare class OperatorSetIdProto$Type extends MessageType<OperatorSetIdProto> {
    constructor();
    create(value?: PartialMessage<OperatorSetIdProto>): OperatorSetIdProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: OperatorSetIdProto): OperatorSetIdProto;
    internalBinaryWrite(message: OperatorSetIdProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.OperatorSetIdProto
 */
export declare const OperatorSetIdProto: OperatorSetIdProto$Type;
declare class FunctionProto$Type extends MessageType<FunctionProto> {
    constructor();
    create(value?: PartialMessage<FunctionProto>): FunctionProto;
    internalBinaryRead(reader: IBinaryReader, length: number, options: BinaryReadOptions, target?: FunctionProto): FunctionProto;
    internalBinaryWrite(message: FunctionProto, writer: IBinaryWriter, options: BinaryWriteOptions): IBinaryWriter;
}
/**
 * @generated MessageType for protobuf message onnx.FunctionProto
 */
export declare const FunctionProto: FunctionProto$Type;
export {};
