"""Regenerates src/inference/onnx-proto/onnx-ml.ts: the ONNX protobuf messages
(ModelProto, GraphProto, NodeProto, ...) as TypeScript for @protobuf-ts/runtime,
which src/inference/graph-outputs.ts reads and writes models with.

No protoc is needed: the schema is the compiled descriptor of the onnx-ml.proto
that Debian's python3-onnx installs beside its onnx_ml_pb2.py (the descriptor
that module embeds), handed to the protobuf-ts plugin (protoc-gen-ts, from
node_modules) as protoc would hand it, then formatted with the project's
prettier. The same python3-onnx, plugin and prettier give the same file byte
for byte:

    /usr/bin/python3 scripts/generate-onnx-proto.py          # rewrite the file
    /usr/bin/python3 scripts/generate-onnx-proto.py --check  # exit 1 if it differs
"""

import os
import subprocess
import sys

from google.protobuf import descriptor_pb2
from google.protobuf.compiler import plugin_pb2
from onnx import onnx_ml_pb2

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join("src", "inference", "onnx-proto", "onnx-ml.ts")
# bigint keeps every int64 exact (Slice's ends are often 2^63 - 1); speed-optimised
# readers and writers, because a model's weights pass through them; ts_nocheck
# because the plugin does not write for this project's stricter flags
# (noImplicitOverride, noUncheckedIndexedAccess): the types it exports are
# still checked wherever the project uses them.
PARAMETERS = "long_type_bigint,optimize_speed,eslint_disable,ts_nocheck,client_none,server_none"


def json_name(name: str) -> str:
    """A field's JSON name as protoc computes it: each letter after an underscore capitalised."""
    parts = name.split("_")
    return parts[0] + "".join(part[:1].upper() + part[1:] for part in parts[1:])


def with_json_names(message: descriptor_pb2.DescriptorProto) -> None:
    """protoc fills json_name in the descriptors it hands a plugin; a module's embedded one lacks it."""
    for field in message.field:
        field.json_name = json_name(field.name)
    for nested in message.nested_type:
        with_json_names(nested)


def generated() -> str:
    proto = descriptor_pb2.FileDescriptorProto.FromString(onnx_ml_pb2.DESCRIPTOR.serialized_pb)
    for message in proto.message_type:
        with_json_names(message)
    request = plugin_pb2.CodeGeneratorRequest(
        file_to_generate=[proto.name], parameter=PARAMETERS, proto_file=[proto]
    )
    plugin = os.path.join(ROOT, "node_modules", ".bin", "protoc-gen-ts")
    answer = subprocess.run(
        [plugin], input=request.SerializeToString(), capture_output=True, check=True
    )
    response = plugin_pb2.CodeGeneratorResponse.FromString(answer.stdout)
    if response.error:
        sys.exit(f"protoc-gen-ts: {response.error}")
    [file] = response.file  # onnx/onnx-ml.ts: the one file asked for, no dependencies
    prettier = os.path.join(ROOT, "node_modules", ".bin", "prettier")
    return subprocess.run(
        [prettier, "--stdin-filepath", TARGET],
        input=file.content.encode(),
        capture_output=True,
        check=True,
        cwd=ROOT,
    ).stdout.decode()


def main() -> None:
    text = generated()
    path = os.path.join(ROOT, TARGET)
    if "--check" in sys.argv[1:]:
        with open(path, encoding="utf-8") as kept:
            if kept.read() != text:
                sys.exit(f"{TARGET} differs from what the generator writes; rerun it")
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"{TARGET}: {len(text)} characters")


if __name__ == "__main__":
    main()
