/**
 * The hard inputs of a run (`--export-hard`), in its session: the inputs to
 * distil the student on again.
 */
import type { Example } from '../data/types.js';
import {
  attackRow,
  hardPositions,
  inputRow,
  summariseHardRows,
  type HardInputsSummary,
  type HardRow,
  type StudentAttack,
} from '../export/hard-inputs.js';
import { readExamples } from './rows-step.js';
import { liveSource, type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';

/**
 * Writes the inputs to distil on again (`--export-hard`): the scored inputs
 * the rule keeps, read from the data set when the run did not keep them, and
 * the successful attacks on the student, both models scored on each
 * adversarial input (the student's search saw its scores, not the teacher's).
 */
export async function exportHardInputs(
  run: Run,
  exportHard: NonNullable<PipelineDeps['exportHard']>,
  scores: Scores,
  kept: Example[],
  attacks: StudentAttack[],
): Promise<HardInputsSummary> {
  const { config, models } = run;
  const { rule } = exportHard;
  const K = scores.classes;
  const n = scores.labels.length;
  const p = { data: scores.teacher, rows: n, cols: K };
  const q = { data: scores.student, rows: n, cols: K };
  const positions = hardPositions(p, q, config.relations, rule);
  const exampleAt =
    kept.length > 0
      ? (position: number) => kept[position]!
      : await readExamples(
          config,
          scores,
          positions.map((h) => h.position),
        );
  const rows: HardRow[] = positions.map(({ position, violated }) =>
    inputRow(
      exampleAt(position),
      scores.teacher.subarray(position * K, (position + 1) * K),
      scores.student.subarray(position * K, (position + 1) * K),
      violated,
    ),
  );
  if (attacks.length > 0) {
    const adversarial = attacks.map((a) => ({ ...a.example, texts: a.texts as Example['texts'] }));
    const teacher = await (await liveSource(models.teacher)()).score(adversarial);
    const student = await (await liveSource(models.student)()).score(adversarial);
    attacks.forEach((attack, i) => {
      const row = attackRow(
        attack,
        teacher.data.slice(i * teacher.cols, (i + 1) * teacher.cols),
        student.data.slice(i * student.cols, (i + 1) * student.cols),
        config.relations,
        rule,
      );
      if (row !== null) rows.push(row);
    });
  }
  await exportHard.write(rows);
  return summariseHardRows(rows, rule);
}
