/**
 * The noise floor as the report shows it (docs/spec.md §3.6): the teacher
 * against itself under other runtime settings, the student against the
 * teacher on the same inputs, and what the runtime ran with. Reported
 * beside the gate, never gated.
 */
import type { Disagreement } from '../relations/runtime-disagreement.js';
import { markdownTable } from 'markdown-table';
import { columns, TERMINAL_WIDTH, wrap } from './layout.js';
import { oneLineText, untrustedText } from './untrusted-text.js';
import type { NoiseFloorReport, NoiseFloorSettingName, RuntimeSettings } from './types.js';

/** A KL in nats with two significant digits ("1.8e-14"); 0 as "0"; undefined as an em dash. */
export function klCell(value: number | null): string {
  if (value === null) return '—';
  return value === 0 ? '0' : value.toExponential(1);
}

/** What each setting is, against the run's own. */
function settingWords(setting: NoiseFloorSettingName, runtime: RuntimeSettings): string {
  if (setting === 'optimisation-disabled') {
    return `graph optimisation disabled (the run: ${runtime.optimisation})`;
  }
  if (setting === 'one-thread') return `1 intra-op thread (the run: ${runtime.threads})`;
  return `batches of 1 input (the run: ${runtime.batchSize})`;
}

function disagreementCells(d: Disagreement): string[] {
  return [`${d.flips} of ${d.n}`, klCell(d.klMean), klCell(d.klMax)];
}

/** The table's rows, header first: each setting, then the student; null without a measured floor. */
export function noiseFloorRows(floor: NoiseFloorReport | undefined): string[][] | null {
  if (floor === undefined || 'unavailable' in floor) return null;
  return [
    ['teacher against itself', 'flips', 'KL mean', 'KL max'],
    ...floor.settings.map((s) =>
      'skipped' in s
        ? [settingWords(s.setting, floor.runtime), `not run: ${s.skipped}`, '', '']
        : [settingWords(s.setting, floor.runtime), ...disagreementCells(s.disagreement)],
    ),
    ['student against teacher (MR1, MR2)', ...disagreementCells(floor.student)],
  ];
}

const yesNo = (value: boolean | null) => (value === null ? 'unknown' : value ? 'yes' : 'no');

/** What the runtime ran with, one sentence; `text` writes the runtime's own strings (untrusted in a report read back). */
export function runtimeLine(runtime: RuntimeSettings, text: (s: string) => string): string {
  const { cpu } = runtime;
  return (
    `onnxruntime ${text(runtime.onnxruntime)}, execution provider ${text(runtime.executionProvider)}, ` +
    `graph optimisation ${runtime.optimisation}, ${runtime.threads} intra-op threads, ` +
    `batch size ${runtime.batchSize}; CPU AVX2 ${yesNo(cpu.avx2)}, AVX-512 ${yesNo(cpu.avx512)}, VNNI ${yesNo(cpu.vnni)}`
  );
}

/** The verdict line: whether the student's disagreement is within the floor; or why there is no floor. */
export function noiseFloorLine(
  floor: NoiseFloorReport | undefined,
  text: (s: string) => string,
): string | null {
  if (floor === undefined) return null;
  if ('unavailable' in floor) return `Noise floor: not measured: ${text(floor.unavailable)}.`;
  const verdict = floor.student.withinFloor
    ? 'within the noise floor: no more flips and no larger mean KL than the runtime alone makes'
    : 'beyond the noise floor: more flips or a larger mean KL than any runtime setting alone makes';
  return `Noise floor, on ${floor.inputs} of the rows: the student's disagreement with the teacher is ${verdict}.`;
}

/** What the table means, one paragraph. */
export const NOISE_FLOOR_NOTE =
  "Each row runs the teacher with one setting changed from the run's, on the same inputs: flips " +
  "are inputs whose predicted class changes, KL is KL(the run's ‖ the setting's) in nats (MR2's, " +
  'probabilities clipped at 1e-7). Reported, not gated.';

/** The section in Markdown: the verdict line, the table, what the runtime ran with; null when not asked for. */
export function noiseFloorMarkdown(floor: NoiseFloorReport | undefined): string | null {
  const line = noiseFloorLine(floor, untrustedText);
  const rows = noiseFloorRows(floor);
  if (floor === undefined || line === null) return null;
  if (rows === null || 'unavailable' in floor) return `**${line}**`;
  return [
    `**${line}**`,
    '',
    markdownTable(rows, { align: ['l', 'r', 'r', 'r'] }),
    '',
    `<sub>${NOISE_FLOOR_NOTE} Runtime: ${runtimeLine(floor.runtime, untrustedText)}.</sub>`,
  ].join('\n');
}

/** The section for a terminal, within TERMINAL_WIDTH; null when not asked for. */
export function noiseFloorTerminal(floor: NoiseFloorReport | undefined): string | null {
  const line = noiseFloorLine(floor, oneLineText);
  const rows = noiseFloorRows(floor);
  if (floor === undefined || line === null) return null;
  if (rows === null || 'unavailable' in floor) return wrap(line, TERMINAL_WIDTH);
  return [
    wrap(line, TERMINAL_WIDTH),
    columns(rows),
    wrap(`runtime: ${runtimeLine(floor.runtime, oneLineText)}.`, TERMINAL_WIDTH),
    wrap(NOISE_FLOOR_NOTE, TERMINAL_WIDTH),
  ].join('\n');
}
