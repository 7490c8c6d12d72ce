/**
 * The O(V) half of task code-completion's per-position reduction, run
 * inside ONNX Runtime: a small graph, written here with the ONNX schema's
 * generated code, that takes both models' logits of a batch and returns per
 * position only what the relations need of the whole vocabulary (the
 * teacher's top k ids, both log-sum-exps, the mass outside the teacher's top
 * k under each model, the student's most likely token, the full KL). The
 * runtime's vectorised, threaded kernels do in a few nanoseconds a token
 * what JavaScript's Math.exp does in twenty; the O(k) rest is left to
 * relations/next-token (compact-side.ts), which also holds the same
 * reduction in JavaScript, the reference this graph is tested against.
 *
 * Per position, with the teacher's logits x and the student's y (float32,
 * V each) and T the teacher's top k (TopK: the larger first, the lower id
 * on ties), in float64 from each model's maximum as compact-side.ts sums:
 *
 *     topIds         T, best first (int32)
 *     teacherLse     max x + ln Σ_v exp(x_v − max x)
 *     teacherRestLog ln Σ_{v ∉ T} exp(x_v − max x) − ln Σ_v exp(x_v − max x)
 *     studentTop     argmax y (the lower id on ties)
 *     studentLse, studentRestLog   the same of y, the rest outside the teacher's T
 *     fullKl         Σ_v e_v (x_v − y_v + studentLse − teacherLse) / Σ_v e_v,
 *                    e_v = exp(x_v − max x)
 *
 * With the teacher's side restored (no teacher logits) the graph takes its
 * top k ids instead and gives the student's values only. A rest whose every
 * term underflows comes back as −∞; the caller sums it again (compact-side.ts).
 */
import type * as Ort from 'onnxruntime-node';
import { InputError, oneLine } from '../errors.js';
import { sessionOptions } from './onnx-model.js';
import {
  AttributeProto,
  AttributeProto_AttributeType,
  GraphProto,
  ModelProto,
  NodeProto,
  TensorProto,
  TensorProto_DataType,
  TypeProto,
  ValueInfoProto,
} from './onnx-proto/onnx-ml.js';
import type { OrtModule } from './ort-module.js';

/**
 * Elements of one [positions × V] float64 intermediate per run (1 MiB):
 * bounds the graph's memory and keeps its intermediates in the cache.
 */
const ELEMENTS_PER_RUN = 1 << 17;

const { FLOAT, DOUBLE, INT32, INT64 } = TensorProto_DataType;

/** What the graph gives per position (n positions, k ids each). */
export interface ReducedPositions {
  /** The teacher's top k per position, [n × k]; the ids given with a restored teacher. */
  topIds: Int32Array;
  /** NaN-filled when the teacher's side was restored. */
  teacherLse: Float64Array;
  teacherRestLog: Float64Array;
  studentTop: Int32Array;
  studentLse: Float64Array;
  studentRestLog: Float64Array;
  fullKl: Float64Array;
}

/** Runs the reduction of a batch's logits; one per run, for a fixed k. */
export interface NextTokenReducer {
  /**
   * Reduces `rows` of the batch's [rows × vocab] logits (each row a
   * position, in the order given).
   *
   * @param teacher - the teacher's logits, or null when its side was restored.
   * @param teacherIds - with `teacher` null: the restored top k ids of each of `rows`, [n × k].
   */
  reduce(
    teacher: Float32Array | null,
    student: Float32Array,
    vocab: number,
    rows: Int32Array,
    teacherIds: Int32Array | null,
  ): Promise<ReducedPositions>;
  release(): Promise<void>;
}

/** A graph being written: its nodes, and a name for each value. */
class GraphWriter {
  readonly nodes: NodeProto[] = [];
  readonly initializers: TensorProto[] = [];
  private count = 0;

  /** Adds a node of `outputs` outputs and returns their names. */
  node(op: string, inputs: string[], attributes: AttributeProto[] = [], outputs = 1): string[] {
    const names = Array.from({ length: outputs }, () => `v${this.count++}`);
    this.nodes.push(
      NodeProto.create({ opType: op, input: inputs, output: names, attribute: attributes }),
    );
    return names;
  }

  /** A node of one output. */
  one(op: string, inputs: string[], attributes: AttributeProto[] = []): string {
    return this.node(op, inputs, attributes)[0]!;
  }

  /** An int64 constant of the graph. */
  int64s(values: readonly number[]): string {
    const name = `c${this.count++}`;
    this.initializers.push(
      TensorProto.create({
        name,
        dataType: INT64,
        dims: [BigInt(values.length)],
        int64Data: values.map(BigInt),
      }),
    );
    return name;
  }
}

function intAttribute(name: string, value: number): AttributeProto {
  return AttributeProto.create({ name, type: AttributeProto_AttributeType.INT, i: BigInt(value) });
}

function intsAttribute(name: string, values: readonly number[]): AttributeProto {
  return AttributeProto.create({
    name,
    type: AttributeProto_AttributeType.INTS,
    ints: values.map(BigInt),
  });
}

/** A one-element float64 tensor attribute (ConstantOfShape's value). */
function doubleValue(value: number): AttributeProto {
  return AttributeProto.create({
    name: 'value',
    type: AttributeProto_AttributeType.TENSOR,
    t: TensorProto.create({ dataType: DOUBLE, dims: [1n], doubleData: [value] }),
  });
}

function tensorInfo(name: string, elemType: number, dims: (number | string)[]): ValueInfoProto {
  return ValueInfoProto.create({
    name,
    type: TypeProto.create({
      value: {
        oneofKind: 'tensorType',
        tensorType: {
          elemType,
          shape: {
            dim: dims.map((d) => ({
              value:
                typeof d === 'number'
                  ? { oneofKind: 'dimValue', dimValue: BigInt(d) }
                  : { oneofKind: 'dimParam', dimParam: d },
            })),
          },
        },
      },
    }),
  });
}

/**
 * One model's sums over a [n × V] float32 input: its maximum (float64),
 * Σ exp(x − max) over all tokens and over those `notTop` marks (1 outside
 * the teacher's top k, 0 in), as compact-side.ts computes them, and
 * ln Σ exp = max + ln(total), the rest's ln relative to the total.
 */
function sums(g: GraphWriter, logits: string, notTop: string, axis: string) {
  const max = g.one(
    'Cast',
    [g.one('ReduceMax', [logits], [intsAttribute('axes', [1])])],
    [intAttribute('to', DOUBLE)],
  );
  const wide = g.one('Cast', [logits], [intAttribute('to', DOUBLE)]);
  const exps = g.one('Exp', [g.one('Sub', [wide, max])]);
  const logTotal = g.one('Log', [g.one('ReduceSum', [exps, axis])]);
  const rest = g.one('ReduceSum', [g.one('Mul', [exps, notTop]), axis]);
  return {
    wide,
    exps,
    logTotal,
    lse: g.one('Add', [max, logTotal]),
    restLog: g.one('Sub', [g.one('Log', [rest]), logTotal]),
  };
}

/**
 * The reducer graph for top k: with `liveTeacher`, inputs teacher and
 * student [R, V] float32 and rows [n] int64, else student, rows and
 * teacher_top_ids [n, k] int64; outputs as ReducedPositions names them, [n, 1]
 * (top_ids [n, k]).
 */
export function reducerGraph(k: number, liveTeacher: boolean): Uint8Array {
  const g = new GraphWriter();
  const axis = g.int64s([1]);
  const gather = (input: string) => g.one('Gather', [input, 'rows'], [intAttribute('axis', 0)]);
  const student = gather('student');
  const inputs = [
    ...(liveTeacher ? [tensorInfo('teacher', FLOAT, ['R', 'V'])] : []),
    tensorInfo('student', FLOAT, ['R', 'V']),
    tensorInfo('rows', INT64, ['n']),
    ...(liveTeacher ? [] : [tensorInfo('teacher_top_ids', INT64, ['n', k])]),
  ];
  let topIds = 'teacher_top_ids';
  let teacher = '';
  if (liveTeacher) {
    teacher = gather('teacher');
    topIds = g.node(
      'TopK',
      [teacher, g.int64s([k])],
      [intAttribute('axis', 1), intAttribute('largest', 1), intAttribute('sorted', 1)],
      2,
    )[1]!;
  }
  // 1 outside the teacher's top k, 0 in it.
  const ones = g.one('ConstantOfShape', [g.one('Shape', [student])], [doubleValue(1)]);
  const zeros = g.one('ConstantOfShape', [g.one('Shape', [topIds])], [doubleValue(0)]);
  const notTop = g.one('ScatterElements', [ones, topIds, zeros], [intAttribute('axis', 1)]);
  const s = sums(g, student, notTop, axis);
  const outputs: [string, string, number][] = [
    ['top_ids', g.one('Cast', [topIds], [intAttribute('to', INT32)]), INT32],
    [
      'student_top',
      g.one(
        'Cast',
        [g.one('ArgMax', [student], [intAttribute('axis', 1)])],
        [intAttribute('to', INT32)],
      ),
      INT32,
    ],
    ['student_lse', s.lse, DOUBLE],
    ['student_rest_log', s.restLog, DOUBLE],
  ];
  if (liveTeacher) {
    const t = sums(g, teacher, notTop, axis);
    // Σ e_v (x_v − y_v + shift) / Σ e_v, shift = studentLse − teacherLse.
    const shift = g.one('Sub', [s.lse, t.lse]);
    const terms = g.one('Mul', [t.exps, g.one('Add', [g.one('Sub', [t.wide, s.wide]), shift])]);
    const kl = g.one('Div', [g.one('ReduceSum', [terms, axis]), g.one('Exp', [t.logTotal])]);
    outputs.push(
      ['teacher_lse', t.lse, DOUBLE],
      ['teacher_rest_log', t.restLog, DOUBLE],
      ['full_kl', kl, DOUBLE],
    );
  }
  // Each output under its own name (an Identity, as a node's output is named once).
  for (const [name, value] of outputs)
    g.nodes.push(NodeProto.create({ opType: 'Identity', input: [value], output: [name] }));
  const graph = GraphProto.create({
    name: 'next-token-reducer',
    node: g.nodes,
    initializer: g.initializers,
    input: inputs,
    output: outputs.map(([name, , type]) =>
      tensorInfo(name, type, name === 'top_ids' ? ['n', k] : ['n', 1]),
    ),
  });
  return ModelProto.toBinary(
    ModelProto.create({
      irVersion: 8n,
      producerName: 'metacompress',
      opsetImport: [{ domain: '', version: 13n }],
      graph,
    }),
  );
}

/**
 * Opens the reducer for top k, on the CPU with one thread: its heaviest
 * kernel (Exp on float64) runs on one thread anyway, and handing each of its
 * forty small kernels to a pool cost more than it saved where measured (a
 * busy two-core machine).
 *
 * @throws InputError when the runtime refuses the graph (a runtime without
 *   one of its operators).
 */
export async function openNextTokenReducer(
  runtime: OrtModule,
  k: number,
): Promise<NextTokenReducer> {
  const ort = runtime as unknown as typeof Ort;
  const sessions = new Map<boolean, Ort.InferenceSession>();
  const session = async (live: boolean) => {
    let opened = sessions.get(live);
    if (opened === undefined) {
      try {
        opened = await ort.InferenceSession.create(
          reducerGraph(k, live),
          sessionOptions({ threads: 1 }),
        );
      } catch (error) {
        throw new InputError(
          `the next-token reducer graph did not load in this ONNX Runtime (${oneLine(error).slice(0, 200)})`,
          { cause: error },
        );
      }
      sessions.set(live, opened);
    }
    return opened;
  };
  return {
    async reduce(teacher, student, vocab, rows, teacherIds) {
      const n = rows.length;
      const out: ReducedPositions = {
        topIds: new Int32Array(n * k),
        teacherLse: new Float64Array(n).fill(NaN),
        teacherRestLog: new Float64Array(n).fill(NaN),
        studentTop: new Int32Array(n),
        studentLse: new Float64Array(n),
        studentRestLog: new Float64Array(n),
        fullKl: new Float64Array(n).fill(NaN),
      };
      const live = teacher !== null;
      const run = await session(live);
      const positions = student.length / vocab;
      const per = Math.max(1, Math.floor(ELEMENTS_PER_RUN / vocab));
      for (let from = 0; from < n; from += per) {
        const to = Math.min(n, from + per);
        const feeds: Record<string, Ort.Tensor> = {
          student: new ort.Tensor('float32', student, [positions, vocab]),
          rows: new ort.Tensor('int64', BigInt64Array.from(rows.subarray(from, to), BigInt), [
            to - from,
          ]),
        };
        if (live) feeds.teacher = new ort.Tensor('float32', teacher, [positions, vocab]);
        else {
          feeds.teacher_top_ids = new ort.Tensor(
            'int64',
            BigInt64Array.from(teacherIds!.subarray(from * k, to * k), BigInt),
            [to - from, k],
          );
        }
        const result = await run.run(feeds);
        const take = (name: string, into: Int32Array | Float64Array, width = 1) =>
          into.set(result[name]!.data as Int32Array | Float64Array, from * width);
        take('top_ids', out.topIds, k);
        take('student_top', out.studentTop);
        take('student_lse', out.studentLse);
        take('student_rest_log', out.studentRestLog);
        if (live) {
          take('teacher_lse', out.teacherLse);
          take('teacher_rest_log', out.teacherRestLog);
          take('full_kl', out.fullKl);
        }
      }
      return out;
    },
    async release() {
      for (const opened of sessions.values()) await opened.release();
    },
  };
}
