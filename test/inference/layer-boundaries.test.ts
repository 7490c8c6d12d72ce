import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import {
  boundaryNamed,
  layerStack,
  matchByNodeName,
  teacherBoundaries,
} from '../../src/inference/layer-boundaries.js';
import { readOnnxGraph, type GraphNode, type OnnxGraph } from '../../src/inference/onnx-graph.js';
import { repoRoot } from '../shared.js';

const node = (name: string, opType: string, inputs: string[], outputs: string[]): GraphNode => ({
  name,
  opType,
  inputs,
  outputs,
});

/**
 * Two pre-norm layers as an exporter names them: the embeddings' LayerNorm,
 * then per layer a norm, a residual Add, a shape Constant read by the next
 * layer (which is no boundary), and the head.
 */
function twoLayers(prefix = '/layers'): OnnxGraph {
  const layer = (i: number, input: string): GraphNode[] => [
    node(`${prefix}.${i}/ln1/Add_1`, 'Add', [input, 'b'], [`${prefix}.${i}/ln1/Add_1_output_0`]),
    node(`${prefix}.${i}/Constant`, 'Constant', [], [`${prefix}.${i}/Constant_output_0`]),
    node(
      `${prefix}.${i}/Add_3`,
      'Add',
      [input, `${prefix}.${i}/ln1/Add_1_output_0`],
      [`${prefix}.${i}/Add_3_output_0`],
    ),
  ];
  return {
    nodes: [
      node('/emb_ln/Add_1', 'Add', ['input_ids', 'w'], ['/emb_ln/Add_1_output_0']),
      node('/Cast', 'Cast', ['attention_mask'], ['/Cast_output_0']),
      ...layer(0, '/emb_ln/Add_1_output_0'),
      ...layer(1, `${prefix}.0/Add_3_output_0`).map((n) =>
        n.opType === 'Add' && n.name.endsWith('ln1/Add_1')
          ? { ...n, inputs: [...n.inputs, `${prefix}.0/Constant_output_0`] }
          : n,
      ),
      node('/head/Gemm', 'Gemm', [`${prefix}.1/Add_3_output_0`, '/Cast_output_0'], ['logits']),
    ],
    initializers: new Map(),
    externalData: new Set(),
    inputs: ['input_ids', 'attention_mask'],
    outputs: [{ name: 'logits', dims: ['batch', 2] }],
  };
}

describe('layerStack', () => {
  it('groups nodes by their numbered name part, layers in order', () => {
    const stack = layerStack(twoLayers('/roberta/encoder/layer'))!;
    expect(stack.prefix).toBe('/roberta/encoder/layer');
    expect(stack.layers.map((nodes) => nodes.map((n) => n.name.split('/').pop()))).toEqual([
      ['Add_1', 'Constant', 'Add_3'],
      ['Add_1', 'Constant', 'Add_3'],
    ]);
  });

  it('is null without numbered names, or with a gap in the numbers', () => {
    expect(layerStack({ nodes: [node('MatMul_12', 'MatMul', [], ['y'])] })).toBeNull();
    const gap = twoLayers().nodes.filter((n) => !n.name.startsWith('/layers.0/'));
    expect(layerStack({ nodes: gap })).toBeNull();
  });
});

describe('teacherBoundaries', () => {
  it('finds the embeddings, each layer’s output (not the Constant a later layer reads) and the output', () => {
    const found = teacherBoundaries(twoLayers(), 'logits')!;
    expect(found.boundaries).toEqual([
      {
        label: 'embeddings',
        value: '/emb_ln/Add_1_output_0',
        node: { name: '/emb_ln/Add_1', output: 0 },
      },
      {
        label: 'layers.0',
        value: '/layers.0/Add_3_output_0',
        node: { name: '/layers.0/Add_3', output: 0 },
      },
      {
        label: 'layers.1',
        value: '/layers.1/Add_3_output_0',
        node: { name: '/layers.1/Add_3', output: 0 },
      },
      { label: 'output', value: 'logits', node: { name: '/head/Gemm', output: 0 } },
    ]);
  });

  it('reads the example teacher: the embeddings’ LayerNorm, four residual Adds, the logits', () => {
    // As python3-onnx lists the graph's nodes (tools/mc_model.py's pre-norm layers).
    const graph = readOnnxGraph(
      readFileSync(path.join(repoRoot, 'examples', 'vulnerability', 'teacher.onnx')),
    );
    expect(teacherBoundaries(graph, 'logits')!.boundaries.map((b) => b.value)).toEqual([
      '/emb_ln/Add_1_output_0',
      '/layers.0/Add_3_output_0',
      '/layers.1/Add_3_output_0',
      '/layers.2/Add_3_output_0',
      '/layers.3/Add_3_output_0',
      'logits',
    ]);
  });
});

describe('matchByNodeName', () => {
  const teacher = twoLayers();
  const found = teacherBoundaries(teacher, 'logits')!;

  it('takes the values the same-named nodes write in the student (renamed values followed)', () => {
    const student = twoLayers();
    // A quantiser that renames the residual's output value but keeps the node's name.
    student.nodes = student.nodes.map((n) =>
      n.name === '/layers.1/Add_3' ? { ...n, outputs: ['renamed'] } : n,
    );
    const matched = matchByNodeName(found.boundaries, found.stack, student, 'probs');
    expect('boundaries' in matched && matched.boundaries.map((b) => b.value)).toEqual([
      '/emb_ln/Add_1_output_0',
      '/layers.0/Add_3_output_0',
      'renamed',
      'probs',
    ]);
  });

  it('says why a student with another number of layers has no automatic map', () => {
    const oneLayer: OnnxGraph = {
      ...teacher,
      nodes: teacher.nodes.filter((n) => !n.name.startsWith('/layers.1/')),
    };
    expect(matchByNodeName(found.boundaries, found.stack, oneLayer, 'logits')).toEqual({
      unmatched: 'the teacher has 2 layers named /layers.N, the student 1 layer named /layers.N',
    });
  });

  it('says which boundary node the student lacks', () => {
    const student = twoLayers();
    student.nodes = student.nodes.filter((n) => n.name !== '/emb_ln/Add_1');
    expect(matchByNodeName(found.boundaries, found.stack, student, 'logits')).toEqual({
      unmatched: "the student has no node /emb_ln/Add_1 (the teacher's embeddings)",
    });
  });
});

describe('boundaryNamed', () => {
  const graph = twoLayers();
  it('reads a node name as its first output, and a value name as itself', () => {
    expect(boundaryNamed(graph, '/layers.0/Add_3', 'a', 'k')).toEqual({
      label: 'a',
      value: '/layers.0/Add_3_output_0',
      node: { name: '/layers.0/Add_3', output: 0 },
    });
    expect(boundaryNamed(graph, '/layers.0/Add_3_output_0', 'b', 'k').value).toBe(
      '/layers.0/Add_3_output_0',
    );
    expect(boundaryNamed(graph, 'input_ids', 'c', 'k')).toEqual({
      label: 'c',
      value: 'input_ids',
      node: null,
    });
  });

  it('refuses a name that is neither, naming the key', () => {
    expect(() =>
      boundaryNamed(graph, '/layers.7/Add_3', 'x', 'where-it-breaks.layers[0].student'),
    ).toThrow(
      new InputError(
        'where-it-breaks.layers[0].student: "/layers.7/Add_3" is neither a node nor a value of the graph',
      ),
    );
  });
});
