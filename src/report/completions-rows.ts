/**
 * Completions compared as the report shows them (docs/spec.md §10): the
 * cells both renderers (completions-markdown.ts, completions-terminal.ts)
 * lay out, from the Report's section. Reported, never gated.
 */
import { formatPValue, percent, percentRange, signed } from '../gate/numbers.js';
import type {
  CompletionsSection,
  Mean,
  PairedChange,
  Share,
  TransformedCompletions,
} from '../relations/completions/types.js';

/** How a renderer writes a name taken from the report (a transformation kind). */
export type CodeStyle = (name: string) => string;

/** "42.0% (21/50)"; an em dash for no prompts. */
export function shareCell(s: Share): string {
  return `${percent(s.share)} (${s.count}/${s.n})`;
}

/** A share's or a mean's 95% interval, "28.9–56.3%" or "0.662–0.800"; an em dash without one. */
export function intervalCell(value: Share | Mean): string {
  if (value.ci95 === null) return '—';
  return 'share' in value
    ? percentRange(value.ci95)
    : `${value.ci95[0].toFixed(3)}–${value.ci95[1].toFixed(3)}`;
}

/** A paired change in percentage points, "−22.9 pts"; an em dash with no prompts. */
export function changeCell(change: PairedChange): string {
  return change.change === null ? '—' : `${signed(change.change * 100, 1)} pts`;
}

/** Its 95% interval in points, "−35.1 to −10.2"; an em dash with no prompts. */
export function changeIntervalCell(change: PairedChange): string {
  if (change.ci95 === null) return '—';
  return `${signed(change.ci95[0] * 100, 1)} to ${signed(change.ci95[1] * 100, 1)}`;
}

/** McNemar's p-value, "0.00041"; an em dash with no prompts. */
export function pValueCell(change: PairedChange): string {
  return change.n === 0 ? '—' : formatPValue(change.logPValue);
}

/** The rows of the comparison on x, header first: measure, value, 95% interval. */
export function completionRows(section: CompletionsSection): string[][] {
  const x = section.original;
  const similarity = x.similarity.mean === null ? '—' : x.similarity.mean.toFixed(3);
  const paired = x.parsesChange;
  const pairedInterval =
    paired.ci95 === null ? '—' : `${changeIntervalCell(paired)} pts, p = ${pValueCell(paired)}`;
  const share = (label: string, s: Share) => [label, shareCell(s), intervalCell(s)];
  return [
    ['', 'value', '95% interval'],
    share('identical completions', x.identical),
    ['mean edit similarity', similarity, intervalCell(x.similarity)],
    share('prompt + completion parses: teacher', x.teacherParses),
    share('prompt + completion parses: student', x.studentParses),
    ['parses: student − teacher (paired)', changeCell(paired), pairedInterval],
    share('stopped at end-of-text: teacher', x.teacherFinished),
    share('stopped at end-of-text: student', x.studentFinished),
  ];
}

/**
 * The rows per transformation kind, header first: the identical share on x
 * and on T(x) over the rows T changed, its paired change with interval and
 * McNemar's p, and the mean change of the edit similarity.
 */
export function transformedCompletionRows(
  section: CompletionsSection,
  code: CodeStyle,
): string[][] {
  return [
    ['transformation', 'identical on x', 'on T(x)', 'change', '95% CI (pts)', 'p', 'Δ similarity'],
    ...section.transformed.map((kind) => [
      code(kind.kind),
      shareCell(kind.original.identical),
      shareCell(kind.transformed.identical),
      changeCell(kind.identicalChange),
      changeIntervalCell(kind.identicalChange),
      pValueCell(kind.identicalChange),
      kind.similarityChange.mean === null ? '—' : signed(kind.similarityChange.mean, 3),
    ]),
  ];
}

/** Why a kind compares fewer rows than were prompted, or null when it compares them all. */
export function leftOutNote(kind: TransformedCompletions): string | null {
  const parts = [
    kind.unchanged > 0 ? `${kind.unchanged} with nothing to change` : null,
    kind.notTransformable > 0 ? `${kind.notTransformable} not transformable` : null,
    kind.noPrompt > 0 ? `${kind.noPrompt} with no prompt after T` : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** The sentence above the tables: what was asked, of how many rows. */
export function completionsLead(section: CompletionsSection): string {
  const { settings, rows } = section;
  const skipped = [
    rows.unparsable > 0 ? `${rows.unparsable} that do not parse` : null,
    rows.noPrompt > 0 ? `${rows.noPrompt} with no line start to cut at` : null,
  ].filter((part): part is string => part !== null);
  return (
    `Both models complete ${rows.prompted} prompt${rows.prompted === 1 ? '' : 's'} greedily, up to ` +
    `${settings.maxNewTokens} new tokens or end-of-text; each prompt is a row cut at the line start ` +
    `nearest ${percent(settings.cut, 0)} of its tokens` +
    (rows.prompted < settings.prompts ? ` (${settings.prompts} asked; the rows ran out)` : '') +
    (skipped.length === 0 ? '' : `; rows left out: ${skipped.join(', ')}`) +
    '. Reported, not gated.'
  );
}

/**
 * What stands for a completion with nothing to show: "(nothing)" when the
 * model stopped at once, "(only whitespace)" when it wrote blanks; null
 * when it has text to show.
 */
export function blankCompletion(text: string): string | null {
  if (text === '') return '(nothing)';
  return text.trim() === '' ? '(only whitespace)' : null;
}

/** What the numbers mean, one paragraph. */
export const COMPLETIONS_NOTE =
  'Identical: the same token ids. Edit similarity: 1 − character Levenshtein distance / the longer ' +
  "completion's length. Parses: the prompt followed by the completion parses with no error or " +
  'missing node (tree-sitter); a completion stopped by the token limit rarely does. Shares have ' +
  "Wilson intervals, means normal ones, paired changes Newcombe's interval and McNemar's exact " +
  'test. Per transformation, the rows T changed are cut again after T: a change below 0 says ' +
  'the student follows the teacher less once the code reads differently.';
