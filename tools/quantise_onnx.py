#!/usr/bin/env python3
"""Write quantised copies of a float ONNX model, with onnx.helper only.

    /usr/bin/python3 tools/quantise_onnx.py MODEL.onnx [--int8 OUT.onnx] [--dynamic OUT.onnx]

--int8 (weight-only): every 2-D float initializer that is a weight of a
  MatMul/Gemm (directly or through a Transpose, as a tied output embedding
  is) or an embedding table read by Gather becomes a per-output-channel
  symmetric int8 initializer (zero point 0, scale = max|w| / 127 per channel)
  and a DequantizeLinear node (opset 13 `axis`) whose float output the
  original consumers read. Arithmetic stays float; only storage shrinks.
--dynamic (weights and activations): every MatMul/Gemm with a constant 2-D
  weight becomes DynamicQuantizeLinear on its activation (uint8, scale and
  zero point computed per run over the whole tensor), MatMulInteger with the
  weight as per-tensor symmetric int8 (zero point 0), Cast to float, and a
  multiply by activation scale x weight scale (then Gemm's bias Add), which
  is the form ONNX Runtime's dynamic quantiser writes. Attention's
  activation x activation MatMuls stay float; embeddings stay float.

Names (so a student layer maps to its teacher layer by name):
  * every node of the original graph that is not replaced keeps its name,
    and every original tensor keeps its name (intermediate layer outputs
    such as `/layers.0/Add_1_output_0` exist in teacher and copies alike);
  * int8: the MatMul/Gemm/Gather nodes are unchanged; weight W's parts are
    `<W>_quantized`, `<W>_scale`, `<W>_zero_point`, node `<W>_DequantizeLinear`
    with output `<W>_dequantized`, where <W> is the initializer's name, or
    for an anonymous one (`onnx::MatMul_123`) the first consuming node's name
    + `.weight` (e.g. `/layers.0/qkv/MatMul.weight`);
  * dynamic: a quantised node N (e.g. `/layers.0/fc1/MatMul`) becomes
    `N/MatMulInteger`, `N/Cast`, `N/scale` and a last node named N itself
    that writes N's original output (for Gemm: `N/Mul`, then the bias Add
    named N); the activation A's quantiser is `A_DynamicQuantizeLinear`,
    shared by all nodes that read A; the weight is `N.weight_quantized`,
    `N.weight_scale`, `N.weight_zero_point`.
"""

import argparse
import os
import sys
import time

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def symmetric_int8(w, axis):
    """Per-channel (axis given) or per-tensor (axis None) symmetric int8:
    returns (q int8, scale float32). Channels that are all zero get scale 1."""
    w = np.asarray(w, dtype=np.float32)
    if axis is None:
        m = np.float32(np.abs(w).max())
        scale = np.float32(m / np.float32(127.0)) if m > 0 else np.float32(1.0)
        q = np.clip(np.round(w / scale), -127, 127).astype(np.int8)
        return q, np.asarray(scale, dtype=np.float32)
    other = tuple(d for d in range(w.ndim) if d != axis)
    m = np.abs(w).max(axis=other).astype(np.float32)
    scale = np.where(m > 0, m / np.float32(127.0), np.float32(1.0)).astype(np.float32)
    shape = [1] * w.ndim
    shape[axis] = -1
    q = np.clip(np.round(w / scale.reshape(shape)), -127, 127).astype(np.int8)
    return q, scale


def dequantise(q, scale, axis):
    """What DequantizeLinear computes (zero point 0), in float32."""
    if axis is None:
        return q.astype(np.float32) * scale
    shape = [1] * q.ndim
    shape[axis] = -1
    return q.astype(np.float32) * scale.reshape(shape)


def _consumers(graph):
    out = {}
    for node in graph.node:
        for i, name in enumerate(node.input):
            out.setdefault(name, []).append((node, i))
    return out


def _attr(node, name, default):
    for a in node.attribute:
        if a.name == name:
            return helper.get_attribute_value(a)
    return default


def _channel_axis(node, slot, consumers):
    """The output-channel axis of a weight read by `node` at input `slot`, or
    None when this use is not a weight use."""
    if node.op_type == "MatMul" and slot == 1:
        return 1
    if node.op_type == "Gemm" and slot == 1:
        return 0 if _attr(node, "transB", 0) else 1
    if node.op_type == "Gather" and slot == 0 and _attr(node, "axis", 0) == 0:
        return 0
    if node.op_type == "Transpose" and list(_attr(node, "perm", [])) == [1, 0]:
        uses = consumers.get(node.output[0], [])
        if uses and all(n.op_type == "MatMul" and i == 1 for n, i in uses):
            return 0
    return None


def _base_name(init_name, first_node):
    return f"{first_node.name}.weight" if init_name.startswith("onnx::") else init_name


def _prune(graph):
    """Drop nodes whose outputs nobody reads and initializers nobody reads."""
    wanted = {o.name for o in graph.output}
    while True:
        used = {name for node in graph.node for name in node.input} | wanted
        dead = [n for n in graph.node if not any(o in used for o in n.output)]
        if not dead:
            break
        for n in dead:
            graph.node.remove(n)
    used = {name for node in graph.node for name in node.input}
    for init in [i for i in graph.initializer if i.name not in used]:
        graph.initializer.remove(init)


def quantise_weight_only(src, dst):
    model = onnx.load(src)
    graph = model.graph
    consumers = _consumers(graph)
    new_nodes, done = [], []
    for init in list(graph.initializer):
        if init.data_type != TensorProto.FLOAT or len(init.dims) != 2:
            continue
        uses = consumers.get(init.name, [])
        axes = {_channel_axis(n, i, consumers) for n, i in uses}
        if not uses or None in axes or len(axes) != 1:
            continue
        axis = axes.pop()
        base = _base_name(init.name, uses[0][0])
        q, scale = symmetric_int8(numpy_helper.to_array(init), axis)
        graph.initializer.extend([
            numpy_helper.from_array(q, f"{base}_quantized"),
            numpy_helper.from_array(scale, f"{base}_scale"),
            numpy_helper.from_array(np.zeros(scale.shape, np.int8), f"{base}_zero_point")])
        new_nodes.append(helper.make_node(
            "DequantizeLinear", [f"{base}_quantized", f"{base}_scale", f"{base}_zero_point"],
            [f"{base}_dequantized"], name=f"{base}_DequantizeLinear", axis=axis))
        for node, slot in uses:
            node.input[slot] = f"{base}_dequantized"
        done.append(init.name)
    for n in reversed(new_nodes):
        graph.node.insert(0, n)
    _prune(graph)
    _save(model, dst)
    return done


def _constant_weight(node, inits, producers):
    """(name for the new weight, float [K, N] array) of a MatMul/Gemm's
    constant weight, or None."""
    name = node.input[1]
    if name in inits:
        w = numpy_helper.to_array(inits[name])
    elif name in producers and producers[name].op_type == "Transpose" \
            and producers[name].input[0] in inits \
            and list(_attr(producers[name], "perm", [])) == [1, 0]:
        w = numpy_helper.to_array(inits[producers[name].input[0]]).T
    else:
        return None
    if w.dtype != np.float32 or w.ndim != 2:
        return None
    if node.op_type == "Gemm":
        if _attr(node, "transA", 0) or _attr(node, "alpha", 1.0) != 1.0 or _attr(node, "beta", 1.0) != 1.0:
            return None
        if _attr(node, "transB", 0):
            w = w.T
    return np.ascontiguousarray(w)


def quantise_dynamic(src, dst):
    model = onnx.load(src)
    graph = model.graph
    inits = {i.name: i for i in graph.initializer}
    producers = {o: n for n in graph.node for o in n.output}
    quantised_inputs = set()
    out_nodes, done = [], []
    for node in graph.node:
        w = _constant_weight(node, inits, producers) if node.op_type in ("MatMul", "Gemm") else None
        if w is None:
            out_nodes.append(node)
            continue
        n = node.name
        a = node.input[0]
        if a not in quantised_inputs:
            out_nodes.append(helper.make_node(
                "DynamicQuantizeLinear", [a], [f"{a}_quantized", f"{a}_scale", f"{a}_zero_point"],
                name=f"{a}_DynamicQuantizeLinear"))
            quantised_inputs.add(a)
        q, scale = symmetric_int8(w, None)
        graph.initializer.extend([
            numpy_helper.from_array(q, f"{n}.weight_quantized"),
            numpy_helper.from_array(scale, f"{n}.weight_scale"),
            numpy_helper.from_array(np.array(0, np.int8), f"{n}.weight_zero_point")])
        has_bias = node.op_type == "Gemm" and len(node.input) > 2 and node.input[2]
        product = f"{n}/Mul_output_0" if has_bias else node.output[0]
        out_nodes += [
            helper.make_node("MatMulInteger", [f"{a}_quantized", f"{n}.weight_quantized",
                                               f"{a}_zero_point", f"{n}.weight_zero_point"],
                             [f"{n}/MatMulInteger_output_0"], name=f"{n}/MatMulInteger"),
            helper.make_node("Cast", [f"{n}/MatMulInteger_output_0"], [f"{n}/Cast_output_0"],
                             name=f"{n}/Cast", to=TensorProto.FLOAT),
            helper.make_node("Mul", [f"{a}_scale", f"{n}.weight_scale"], [f"{n}/scale_output_0"],
                             name=f"{n}/scale"),
            helper.make_node("Mul", [f"{n}/Cast_output_0", f"{n}/scale_output_0"], [product],
                             name=f"{n}/Mul" if has_bias else n)]
        if has_bias:
            out_nodes.append(helper.make_node("Add", [product, node.input[2]], [node.output[0]], name=n))
        done.append(n)
    del graph.node[:]
    graph.node.extend(out_nodes)
    _prune(graph)
    _save(model, dst)
    return done


def _save(model, dst):
    os.makedirs(os.path.dirname(os.path.abspath(dst)), exist_ok=True)
    if model.ByteSize() < 2**31 - 2**20:
        onnx.checker.check_model(model)
    onnx.save(model, dst)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("--int8", help="where to write the weight-only int8 copy")
    ap.add_argument("--dynamic", help="where to write the dynamically quantised copy")
    args = ap.parse_args()
    if not args.int8 and not args.dynamic:
        ap.error("nothing to write: give --int8 and/or --dynamic")
    size = os.path.getsize(args.model)
    for kind, dst, fn in (("int8", args.int8, quantise_weight_only), ("dynamic", args.dynamic, quantise_dynamic)):
        if not dst:
            continue
        t0 = time.time()
        done = fn(args.model, dst)
        print(f"{kind}: {dst}: {len(done)} weights quantised, {size:,} -> {os.path.getsize(dst):,} bytes "
              f"in {time.time() - t0:.1f} s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
