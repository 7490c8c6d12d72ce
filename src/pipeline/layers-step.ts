/**
 * "Where it breaks" (docs/models.md): for a student whose graph has the
 * teacher's layers (a quantised or pruned copy, or any pair the config
 * maps), both models run again on the inputs that violate a relation and on
 * a sample of those that do not, rewritten to output their layer
 * boundaries, and each boundary's hidden states are compared input by input.
 */
import { readFile } from 'node:fs/promises';
import type { Config, WhereItBreaksConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { InputFormat } from '../encode/formats/index.js';
import {
  withGraphOutputs,
  openOutputsModel,
  type OutputsModel,
} from '../inference/graph-outputs.js';
import {
  boundaryNamed,
  matchByNodeName,
  teacherBoundaries,
  type Boundary,
} from '../inference/layer-boundaries.js';
import { readOnnxGraph } from '../inference/onnx-graph.js';
import {
  firstParting,
  groupDistance,
  hiddenStateDistance,
  type HiddenStateDistance,
} from '../relations/hidden-states.js';
import { perInputViolations } from '../relations/paired/index.js';
import type { WhereItBreaksReport } from '../report/types.js';
import { evenlySpaced } from '../robustness/sampling.js';
import type { InspectedModel } from './models.js';
import { readExamples } from './rows-step.js';
import type { Scored } from './score.js';
import type { Run } from './session.js';
import type { Scores } from './types.js';

/**
 * Inputs run together: their hidden states at every boundary are held until
 * both models have run them (a CodeBERT-size model's 14 boundaries of 512
 * tokens × 768 are 22 MB per input and model).
 */
const CHUNK_INPUTS = 4;

/** Each boundary pair, or why there is none. */
type BoundaryPairs = { teacher: Boundary[]; student: Boundary[] } | { unavailable: string };

/** The boundaries the config asks for, in each graph. */
function boundaryPairs(
  settings: WhereItBreaksConfig,
  teacher: { bytes: Uint8Array; output: string },
  student: { bytes: Uint8Array; output: string },
): BoundaryPairs {
  const teacherGraph = readOnnxGraph(teacher.bytes);
  const studentGraph = readOnnxGraph(student.bytes);
  for (const [role, graph] of [
    ['teacher', teacherGraph],
    ['student', studentGraph],
  ] as const) {
    if (graph.externalData.size > 0) {
      return {
        unavailable: `the ${role} keeps its weights in external data files, which a model rewritten in memory cannot find`,
      };
    }
  }
  if (settings.layers !== 'auto') {
    const key = (i: number, role: string) => `where-it-breaks.layers[${i}].${role}`;
    return {
      teacher: settings.layers.map((pair, i) =>
        boundaryNamed(teacherGraph, pair.teacher, pair.teacher, key(i, 'teacher')),
      ),
      student: settings.layers.map((pair, i) =>
        boundaryNamed(studentGraph, pair.student, pair.teacher, key(i, 'student')),
      ),
    };
  }
  const found = teacherBoundaries(teacherGraph, teacher.output);
  if (found === null) {
    return {
      unavailable:
        "the teacher's node names have no numbered layers (name.N, as /layers.3/… or /encoder/layer.3/…); give where-it-breaks.layers as a list of { teacher, student } names",
    };
  }
  const matched = matchByNodeName(found.boundaries, found.stack, studentGraph, student.output);
  if ('unmatched' in matched) {
    return {
      unavailable: `${matched.unmatched}; give where-it-breaks.layers as a list of { teacher, student } names`,
    };
  }
  return { teacher: found.boundaries, student: matched.boundaries };
}

/** The scored positions violating `relation` (MR1–MR3 with the run's thresholds), and the others. */
function groups(
  relations: Config['relations'],
  relation: WhereItBreaksConfig['relation'],
  scores: Scores,
): { violating: number[]; other: number[] } {
  const n = scores.labels.length;
  const p = { data: scores.teacher, rows: n, cols: scores.classes };
  const q = { data: scores.student, rows: n, cols: scores.classes };
  const outcomes = perInputViolations(p, q, relations);
  const names =
    relation === 'any'
      ? (['MR1', 'MR2', 'MR3'] as const)
      : [relation.toUpperCase() as 'MR1' | 'MR2' | 'MR3'];
  const violating: number[] = [];
  const other: number[] = [];
  for (let i = 0; i < n; i++) {
    (names.some((name) => outcomes[name].violated[i] === 1) ? violating : other).push(i);
  }
  return { violating, other };
}

/** Each input's tensor at each boundary value: rows[value][i] is input i's. */
async function hiddenStates(
  model: OutputsModel,
  format: InputFormat,
  examples: readonly Example[],
  values: readonly string[],
): Promise<Map<string, Float32Array[]>> {
  const rows = new Map(values.map((value) => [value, new Array<Float32Array>(examples.length)]));
  for (const batch of format.batches(examples)) {
    const outputs = await model.run(batch);
    for (const value of values) {
      outputs.get(value)!.forEach((row, j) => {
        rows.get(value)![batch.rows[j]!] = row;
      });
    }
  }
  return rows;
}

/** Opens a model's file rewritten to output `values`. */
async function openRewritten(
  run: Run,
  inspected: InspectedModel,
  bytes: Uint8Array,
  values: readonly string[],
  what: string,
): Promise<OutputsModel> {
  const { ort, executionProviders } = await run.deps.loadRuntime();
  return openOutputsModel(
    ort,
    withGraphOutputs(bytes, values, `${what}.model ${inspected.config.model}`),
    values,
    {
      threads: run.config.threads,
      executionProviders,
      what: `${what}.model ${inspected.config.model}`,
    },
  );
}

/**
 * The per-layer comparison of a run that asked for it (`where-it-breaks:`);
 * undefined when not asked for or when the time limit has passed (it is
 * reported, never gated, so it is left out).
 *
 * @throws InputError when a name of an explicit `layers:` list is in neither
 *   form in its graph.
 */
export async function layersStep(
  run: Run,
  { scores, examples: kept }: Scored,
): Promise<WhereItBreaksReport | undefined> {
  const { config, models, session } = run;
  const settings = config.whereItBreaks;
  if (settings === null || session.deadline.passed()) return undefined;
  const teacher = await models.teacher.inspect();
  const student = await models.student.inspect();
  if (teacher === null || student === null) {
    return {
      unavailable: 'it needs both models as ONNX graphs; precomputed outputs have no layers',
    };
  }
  const teacherBytes = await readFile(teacher.config.model);
  const studentBytes = await readFile(student.config.model);
  const pairs = boundaryPairs(
    settings,
    { bytes: teacherBytes, output: teacher.model.output },
    { bytes: studentBytes, output: student.model.output },
  );
  if ('unavailable' in pairs) return pairs;

  const all = groups(config.relations, settings.relation, scores);
  const sample = (positions: number[]) =>
    evenlySpaced(positions.length, settings.sample).map((i) => positions[i]!);
  const chosen = { violating: sample(all.violating), other: sample(all.other) };
  const positions = [...chosen.violating, ...chosen.other];
  const exampleAt =
    kept.length > 0
      ? (position: number) => kept[position]!
      : await readExamples(config, scores, positions);

  const teacherValues = pairs.teacher.map((b) => b.value);
  const studentValues = pairs.student.map((b) => b.value);
  const teacherModel = await openRewritten(run, teacher, teacherBytes, teacherValues, 'teacher');
  const distances = {
    violating: pairs.teacher.map((): HiddenStateDistance[] => []),
    other: pairs.teacher.map((): HiddenStateDistance[] => []),
  };
  let incomparable = 0;
  try {
    const studentModel = await openRewritten(run, student, studentBytes, studentValues, 'student');
    try {
      for (let start = 0; start < positions.length; start += CHUNK_INPUTS) {
        const chunk = positions.slice(start, start + CHUNK_INPUTS);
        const examples = chunk.map(exampleAt);
        const t = await hiddenStates(teacherModel, teacher.format, examples, teacherValues);
        const s = await hiddenStates(studentModel, student.format, examples, studentValues);
        chunk.forEach((_, i) => {
          const group = start + i < chosen.violating.length ? distances.violating : distances.other;
          pairs.teacher.forEach((boundary, k) => {
            const a = s.get(studentValues[k]!)![i]!;
            const b = t.get(boundary.value)![i]!;
            if (a.length !== b.length) incomparable += 1;
            else group[k]!.push(hiddenStateDistance(a, b));
          });
        });
      }
    } finally {
      await studentModel.release();
    }
  } finally {
    await teacherModel.release();
  }

  const layers = pairs.teacher.map((boundary, k) => ({
    label: boundary.label,
    teacher: boundary.value,
    student: studentValues[k]!,
    violating: groupDistance(distances.violating[k]!),
    other: groupDistance(distances.other[k]!),
  }));
  const parting = (group: 'violating' | 'other') => {
    const at = firstParting(
      layers.map((layer) => layer[group].meanRelativeError),
      settings.threshold,
    );
    return at === null ? null : layers[at]!.label;
  };
  return {
    relation: settings.relation,
    threshold: settings.threshold,
    inputs: {
      violating: { compared: chosen.violating.length, of: all.violating.length },
      other: { compared: chosen.other.length, of: all.other.length },
    },
    layers,
    firstParting: { violating: parting('violating'), other: parting('other') },
    incomparable,
  };
}
