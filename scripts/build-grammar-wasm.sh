#!/bin/sh
# Rebuilds grammars/tree-sitter-java-0.19.1.wasm, the Java grammar the
# GraphCodeBERT input format parses with (src/encode/data-flow/).
#
# Why this version: the published GraphCodeBERT students were trained on inputs
# parsed with tree-sitter-java v0.20.0; v0.19.1 gives the same inputs on every
# function measured, and later versions (0.20.1 on, 0.23.5 included, which the
# code transformations use) change most of them (see
# ../shared/models/compressor-graphcodebert-clone-3mb/README.md). npm ships
# 0.19.1 as C source (src/parser.c, ABI 13) without a .wasm, so it is compiled
# here; web-tree-sitter 0.27 loads ABI 13 grammars.
#
# Needs npm and Emscripten (Debian: apt-get install -y emscripten; built and
# checked with emcc 3.1.6). Usage: sh scripts/build-grammar-wasm.sh
set -eu

VERSION=0.19.1
# sha256 of the package's src/parser.c, so a changed tarball cannot slip in.
PARSER_SHA256=9338a25fe46bedd1b1c2e91806294000339ba74c8553b05d26e7ebf15d68989e

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack --silent "tree-sitter-java@$VERSION" >/dev/null && tar xzf "tree-sitter-java-$VERSION.tgz")
echo "$PARSER_SHA256  $work/package/src/parser.c" | sha256sum -c --quiet

mkdir -p "$root/grammars"
# A side module exporting only the language function, as tree-sitter's own
# `build-wasm` compiles grammars; -Os keeps it small.
emcc -o "$root/grammars/tree-sitter-java-$VERSION.wasm" \
  -Os -fno-exceptions -s WASM=1 -s SIDE_MODULE=2 \
  -s 'EXPORTED_FUNCTIONS=["_tree_sitter_java"]' \
  -I "$work/package/src" "$work/package/src/parser.c"
sha256sum "$root/grammars/tree-sitter-java-$VERSION.wasm"
