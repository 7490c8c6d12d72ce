/**
 * The library API: `evaluate(config)` and the pieces a caller needs around it.
 * The CLI and the action are two front doors to the same pipeline.
 */
import { loadConfig, parseConfig, readConfigDocument } from './config/load.js';
import type { Config } from './config/types.js';
import type { StudentsReport } from './compare/types.js';
import type { PipelineDeps, Runtime } from './pipeline/types.js';
import type { Report } from './report/types.js';
export { runCli, EXIT } from './cli.js';
export { loadConfig, parseConfig, readConfigDocument };
export { renderMarkdown } from './report/markdown.js';
export { renderTerminal } from './report/terminal.js';
export { comparisonMarkdown, renderStudentsMarkdown, renderStudentsComment, } from './compare/markdown.js';
export { renderStudentsTerminal } from './compare/terminal.js';
export type * from './compare/types.js';
export { InputError } from './errors.js';
export { parseReport, parseReportText } from './report/parse.js';
export { decideGate } from './gate/index.js';
export type { Check, CheckStatus, GateVerdict, Ratio } from './gate/types.js';
export type * from './report/types.js';
export type { Config, PipelineDeps, Runtime };
/**
 * Runs the gate on a validated Config. ONNX Runtime runs on CPU: the
 * onnxruntime-node installed beside metacompress, else one provided into the
 * per-user cache on first use (one line on stderr, or through `deps.log` when
 * given), unless `deps.loadRuntime` says otherwise.
 */
export declare function evaluate(config: Config, deps?: Partial<PipelineDeps>): Promise<Report>;
/**
 * Runs the gate on a config with a `students:` map: the teacher scored once,
 * each student's Report, the comparison and the `gate.students` verdict.
 */
export declare function evaluateStudents(config: Config, deps?: Partial<PipelineDeps>): Promise<StudentsReport>;
