/**
 * The `where-it-breaks` and `noise-floor` sections: two reports a run adds
 * on request, never gated.
 *
 *   where-it-breaks:              # or `where-it-breaks: true` for the defaults
 *     layers: auto                # or a list: [{ teacher: NAME, student: NAME }, NAME, ...]
 *     threshold: 0.1              # a layer parts when its mean relative error is above this
 *     sample: 100                 # inputs of each group compared at most
 *     relation: any               # any | mr1 | mr2 | mr3: whose violations make the violating group
 *   noise-floor: true             # or { inputs: 200 }
 */
import { InputError } from '../errors.js';
import { WHERE_IT_BREAKS_RELATIONS } from './names.js';
import { describe, isOff, type Section } from './section.js';
import {
  DEFAULT_NOISE_FLOOR_INPUTS,
  DEFAULT_WHERE_IT_BREAKS,
  type NoiseFloorConfig,
  type WhereItBreaksConfig,
} from './types.js';

const LAYERS_ALLOWED =
  'auto, or a non-empty list whose items are a name (the same in both graphs) or { teacher: NAME, student: NAME } (a node name means its first output; else a value name)';

/** One `layers:` item: a name both graphs have, or a teacher / student pair. */
function readLayerPair(
  item: unknown,
  at: string,
  root: Section,
): { teacher: string; student: string } {
  if (typeof item === 'string' && item !== '') return { teacher: item, student: item };
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    throw new InputError(`${at}: got ${describe(item)}; allowed: ${LAYERS_ALLOWED}`);
  }
  const pair = root.child(item, at);
  const teacher = pair.string('teacher', null);
  const student = pair.string('student', null);
  pair.rejectUnknown();
  if (teacher === null || student === null || teacher === '' || student === '') {
    throw new InputError(`${at}: needs both teacher and student names; allowed: ${LAYERS_ALLOWED}`);
  }
  return { teacher, student };
}

/** `where-it-breaks`: absent, null, off or false: not compared; true: the defaults. */
export function readWhereItBreaks(root: Section): WhereItBreaksConfig | null {
  const value = root.get('where-it-breaks');
  if (value === undefined || isOff(value)) return null;
  if (value === true) return { layers: 'auto', ...DEFAULT_WHERE_IT_BREAKS };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(
      `where-it-breaks: got ${describe(value)}; allowed: true, false, or a mapping of layers, threshold, sample, relation`,
    );
  }
  const section = root.section('where-it-breaks');
  const key = section.where;
  const layersValue = section.get('layers');
  let layers: WhereItBreaksConfig['layers'] = 'auto';
  if (layersValue !== undefined && layersValue !== null && layersValue !== 'auto') {
    if (!Array.isArray(layersValue) || layersValue.length === 0) {
      throw new InputError(
        `${key}.layers: got ${describe(layersValue)}; allowed: ${LAYERS_ALLOWED}`,
      );
    }
    layers = layersValue.map((item, i) => readLayerPair(item, `${key}.layers[${i}]`, root));
  }
  const config: WhereItBreaksConfig = {
    layers,
    threshold: section.number('threshold', DEFAULT_WHERE_IT_BREAKS.threshold, {
      min: 0,
      max: 1e6,
      exclusiveMin: true,
    })!,
    sample: section.number('sample', DEFAULT_WHERE_IT_BREAKS.sample, {
      min: 1,
      max: 100000,
      integer: true,
    })!,
    relation: section.choice(
      'relation',
      WHERE_IT_BREAKS_RELATIONS,
      DEFAULT_WHERE_IT_BREAKS.relation,
    ),
  };
  section.rejectUnknown();
  return config;
}

/** `noise-floor`: absent, null, off or false: not measured; true: the default inputs. */
export function readNoiseFloor(root: Section): NoiseFloorConfig | null {
  const value = root.get('noise-floor');
  if (value === undefined || isOff(value)) return null;
  if (value === true) return { inputs: DEFAULT_NOISE_FLOOR_INPUTS };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(
      `noise-floor: got ${describe(value)}; allowed: true, false, or { inputs: N } (1..100000 rows)`,
    );
  }
  const section = root.section('noise-floor');
  const inputs = section.number('inputs', DEFAULT_NOISE_FLOOR_INPUTS, {
    min: 1,
    max: 100000,
    integer: true,
  })!;
  section.rejectUnknown();
  return { inputs };
}
