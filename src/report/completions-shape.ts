/**
 * The shape a Report's completions section must have when read from
 * outside (a baseline, the action's `report` input): every number a
 * renderer prints is a number, every list a list, every text a string.
 * parse.ts calls {@link completionsSectionProblem} on the section.
 */

type Shape =
  | 'count'
  | 'number'
  | 'nullable'
  | 'interval'
  | 'text'
  | { readonly [key: string]: Shape }
  | readonly [Shape];

const SHARE: Shape = { count: 'count', n: 'count', share: 'nullable', ci95: 'interval' };
const MEAN: Shape = { n: 'count', mean: 'nullable', ci95: 'interval' };
const PAIRED: Shape = {
  table: { both: 'count', firstOnly: 'count', secondOnly: 'count', neither: 'count' },
  n: 'count',
  change: 'nullable',
  ci95: 'interval',
  pValue: 'number',
  // ln p of a p too small for a double is -Infinity, which JSON writes as null.
  logPValue: 'nullable',
};
const COMPARISON: Shape = {
  prompts: 'count',
  identical: SHARE,
  similarity: MEAN,
  teacherParses: SHARE,
  studentParses: SHARE,
  parsesChange: PAIRED,
  teacherFinished: SHARE,
  studentFinished: SHARE,
};
const SECTION: Shape = {
  settings: { prompts: 'count', maxNewTokens: 'count', cut: 'number', language: 'text' },
  rows: { prompted: 'count', unparsable: 'count', noPrompt: 'count' },
  original: COMPARISON,
  transformed: [
    {
      kind: 'text',
      original: COMPARISON,
      transformed: COMPARISON,
      identicalChange: PAIRED,
      similarityChange: MEAN,
      unchanged: 'count',
      notTransformable: 'count',
      noPrompt: 'count',
    },
  ],
  examples: [
    { row: 'count', promptEnd: 'text', teacher: 'text', student: 'text', similarity: 'number' },
  ],
};

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const LEAF: Record<string, [(value: unknown) => boolean, string]> = {
  count: [(v) => Number.isInteger(v) && (v as number) >= 0, 'a count'],
  number: [isFiniteNumber, 'a number'],
  nullable: [(v) => v === null || isFiniteNumber(v), 'a number or null'],
  interval: [
    (v) => v === null || (Array.isArray(v) && v.length === 2 && v.every(isFiniteNumber)),
    'null or two numbers',
  ],
  text: [(v) => typeof v === 'string', 'a string'],
};

function problem(value: unknown, shape: Shape, at: string): string | null {
  if (typeof shape === 'string') {
    const [accepts, what] = LEAF[shape]!;
    return accepts(value) ? null : `${at} is ${JSON.stringify(value) ?? 'missing'}, not ${what}`;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${at} is not a list`;
    for (const [i, element] of value.entries()) {
      const found = problem(element, shape[0], `${at}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `${at} is not a mapping`;
  }
  for (const [key, inner] of Object.entries(shape)) {
    const found = problem((value as Record<string, unknown>)[key], inner, `${at}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The first field of a completions section (docs/spec.md §10.7) that is not
 * what the renderers print, as "completions.original.identical.count is
 * "3", not a count"; null when the section has the shape. Counts are
 * non-negative integers; fields this version does not know are ignored.
 */
export function completionsSectionProblem(section: unknown, at = 'completions'): string | null {
  return problem(section, SECTION, at);
}
