/**
 * "Where it breaks" as the report shows it (docs/models.md): per layer
 * boundary, the student's hidden states against the teacher's on the
 * inputs that violate a relation and on a sample of the others, and the
 * first layer where they part. Reported beside the gate, never gated.
 */
import { markdownTable } from 'markdown-table';
import type { GroupDistance } from '../relations/hidden-states.js';
import { columns, inlineCode, TERMINAL_WIDTH, wrap } from './layout.js';
import { oneLineText, untrustedText } from './untrusted-text.js';
import type { Report, WhereItBreaksReport } from './types.js';

type Computed = Exclude<WhereItBreaksReport, { unavailable: string }>;

/** A relative error with three significant digits ("0.00236"); 0 as "0"; undefined as an em dash. */
export function relativeErrorCell(value: number | null): string {
  if (value === null) return '—';
  return value === 0 ? '0' : value.toPrecision(3);
}

/** A cosine similarity with six decimals (they sit near 1); undefined as an em dash. */
export function cosineCell(value: number | null): string {
  return value === null ? '—' : value.toFixed(6);
}

const RELATION_WORDS: Record<Computed['relation'], string> = {
  any: 'any of MR1–MR3',
  mr1: 'MR1',
  mr2: 'MR2',
  mr3: 'MR3',
};

/** The group's cells: mean and largest relative error, mean cosine; em dashes for a group with no input. */
function groupCells(group: GroupDistance): string[] {
  return [
    relativeErrorCell(group.meanRelativeError),
    relativeErrorCell(group.maxRelativeError),
    cosineCell(group.meanCosine),
  ];
}

/**
 * The table's rows, header first (two header rows' worth of words in one:
 * "violating" and "others" prefix their three columns); `name` writes a
 * label the model's graph gave, which is untrusted text. Null without a
 * computed comparison.
 */
export function whereItBreaksRows(
  report: Report,
  name: (text: string) => string,
): string[][] | null {
  const found = report.whereItBreaks;
  if (found === undefined || 'unavailable' in found) return null;
  return [
    ['layer', 'violating: rel. error', 'max', 'cosine', 'others: rel. error', 'max', 'cosine'],
    ...found.layers.map((layer) => [
      name(layer.label),
      ...groupCells(layer.violating),
      ...groupCells(layer.other),
    ]),
  ];
}

/**
 * The line above the table: which inputs, and the first layer each group
 * parts at beyond the threshold; or why there is no table. Undefined when
 * the run did not ask for it.
 */
export function whereItBreaksLine(report: Report, name: (text: string) => string): string | null {
  const found = report.whereItBreaks;
  if (found === undefined) return null;
  if ('unavailable' in found) return `Where it breaks: not compared: ${name(found.unavailable)}.`;
  const { violating, other } = found.inputs;
  const parts = (label: string | null) => (label === null ? 'none' : name(label));
  const incomparable =
    found.incomparable > 0
      ? ` ${found.incomparable} comparisons left out: the two tensors differ in size (the input tokenised apart).`
      : '';
  return (
    `Where it breaks: the student's hidden states against the teacher's, layer by layer, on ` +
    `${violating.compared} of the ${violating.of} inputs violating ${RELATION_WORDS[found.relation]} ` +
    `and ${other.compared} of the ${other.of} others. First layer whose mean relative error is above ` +
    `${found.threshold}: ${parts(found.firstParting.violating)} on the violating inputs, ` +
    `${parts(found.firstParting.other)} on the others.${incomparable}`
  );
}

/** What the table means, one paragraph. */
export const WHERE_IT_BREAKS_NOTE =
  'Relative error ‖s − t‖ / ‖t‖ and cosine similarity of the student tensor s and the teacher ' +
  'tensor t at each layer boundary, over one input’s real tokens, then the mean (and largest) ' +
  'over the inputs of each group; `output` is the graph output the gate reads. Reported, not gated.';

/** The section in Markdown: the line, the table (names as inline code) and its note; null when not asked for. */
export function whereItBreaksMarkdown(report: Report): string | null {
  const line = whereItBreaksLine(report, untrustedText);
  if (line === null) return null;
  const rows = whereItBreaksRows(report, inlineCode);
  if (rows === null) return `**${line}**`;
  return [
    `**${line}**`,
    '',
    markdownTable(rows, { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r'] }),
    '',
    `<sub>${WHERE_IT_BREAKS_NOTE}</sub>`,
  ].join('\n');
}

/** The section for a terminal, within TERMINAL_WIDTH; null when not asked for. */
export function whereItBreaksTerminal(report: Report): string | null {
  const line = whereItBreaksLine(report, oneLineText);
  if (line === null) return null;
  const rows = whereItBreaksRows(report, oneLineText);
  if (rows === null) return wrap(line, TERMINAL_WIDTH);
  return [
    wrap(line, TERMINAL_WIDTH),
    columns(rows),
    wrap(WHERE_IT_BREAKS_NOTE.replace(/`/g, ''), TERMINAL_WIDTH),
  ].join('\n');
}
