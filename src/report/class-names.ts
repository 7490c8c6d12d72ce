/**
 * What the classes are called in a report: the config's `labels`, else the
 * task's own words, so a reviewer reads "vulnerable" rather than "class 1".
 */
import type { Task } from '../config/names.js';

/** The names a task gives its two classes (index = class). */
const BINARY_NAMES: Partial<Record<Task, readonly [string, string]>> = {
  'vulnerability-prediction': ['not vulnerable', 'vulnerable'],
  'clone-detection': ['not a clone', 'clone'],
};

/**
 * The default name of each of `classes` classes for a task: the task's words
 * when it has two classes, else `class 0`, `class 1`, ...
 */
export function defaultClassNames(task: Task, classes: number): string[] {
  const binary = BINARY_NAMES[task];
  if (binary !== undefined && classes === 2) return [...binary];
  return Array.from({ length: classes }, (_, k) => `class ${k}`);
}

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
