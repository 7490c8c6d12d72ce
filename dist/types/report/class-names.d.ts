/**
 * What the classes are called in a report: the config's `labels`, else the
 * task's own words, so a reviewer reads "vulnerable" rather than "class 1".
 */
import type { Task } from '../config/names.js';
/**
 * The default name of each of `classes` classes for a task: the task's words
 * when it has two classes, else `class 0`, `class 1`, ...
 */
export declare function defaultClassNames(task: Task, classes: number): string[];
/**
 * The name of class k in a report: its `labels` when it has them (reports of
 * earlier runs do not), else the task's default; `class k` past the end.
 */
export declare function className(report: {
    task: Task;
    labels?: string[] | null;
    teacher: {
        classes: number;
    };
}, k: number): string;
