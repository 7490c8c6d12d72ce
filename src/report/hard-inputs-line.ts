import type { Report } from './types.js';

/**
 * What `--export-hard` wrote, one line: "hard inputs: 73 rows (rule all): 64
 * inputs (MR1 40, MR2 55, MR3 20), 9 successful attacks on the student";
 * null when nothing was exported.
 */
export function hardInputsLine(report: Report): string | null {
  const hard = report.hardInputs;
  if (hard === undefined) return null;
  const { MR1, MR2, MR3 } = hard.violations;
  return (
    `hard inputs: ${hard.rows} rows (rule ${hard.rule}): ${hard.inputs} inputs ` +
    `(MR1 ${MR1}, MR2 ${MR2}, MR3 ${MR3}), ${hard.attacks} successful attacks on the student`
  );
}
