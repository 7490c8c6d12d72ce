/**
 * What the classes are called in a report: the config's `labels`, else the
 * task's own words, so a reviewer reads "vulnerable" rather than "class 1".
 */
import { defaultClassNames, type Task } from '../config/names.js';

export { defaultClassNames };

/**
 * The name of class k in a report: its `labels` when it has them (reports of
 * earlier runs do not), else the task's default; `class k` past the end.
 */
export function className(
  report: { task: Task; labels?: string[] | null; teacher: { classes: number } },
  k: number,
): string {
  const names = report.labels ?? defaultClassNames(report.task, report.teacher.classes);
  return names[k] ?? `class ${k}`;
}
