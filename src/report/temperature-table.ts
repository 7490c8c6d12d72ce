/**
 * Temperature scaling as the report shows it (docs/spec.md §3.5): the
 * relations T moves, raw and at T*, reported beside the gate, never gated.
 */
import { TEMPERATURE_BRACKET } from '../relations/temperature.js';
import { fixed, rateWithCount } from './numbers.js';
import type { Report } from './types.js';

/** The table's rows, header first: mean KL, MR2, MR4 and the student's ECE, raw and at T*; null without it. */
export function temperatureRows(report: Report): string[][] | null {
  const scaling = report.temperature;
  if (scaling === undefined || scaling === null) return null;
  const mr4 = (rate: typeof scaling.mr4.raw) =>
    rate.skippedReason ? 'skipped' : rateWithCount(rate);
  return [
    ['', 'raw (T = 1)', `at T* = ${scaling.temperature.toFixed(2)}`],
    ['mean KL (nats)', fixed(scaling.klMean.raw, 4), fixed(scaling.klMean.atT, 4)],
    ['MR2', rateWithCount(scaling.mr2.raw), rateWithCount(scaling.mr2.atT)],
    ['MR4', mr4(scaling.mr4.raw), mr4(scaling.mr4.atT)],
    ['student ECE', fixed(scaling.studentEce.raw), fixed(scaling.studentEce.atT)],
  ];
}

/** What the table means, one paragraph. */
export const TEMPERATURE_NOTE =
  `T* minimises the mean KL(teacher ‖ softmax(student logits / T)) over the evaluated inputs ` +
  `(golden-section search on ln T in [${TEMPERATURE_BRACKET[0]}, ${TEMPERATURE_BRACKET[1]}]); ` +
  `T changes no prediction, so MR1 stays. A large drop at T* says the divergence is mostly ` +
  `calibration, which temperature scaling after distillation fixes; none says the student ` +
  `decides differently. Reported, not gated.`;
