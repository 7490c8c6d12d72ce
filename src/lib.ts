/**
 * The library API: `evaluate(config)` and the pieces a caller needs around it.
 * The CLI and the action are two front doors to the same pipeline.
 */
import { loadConfig, parseConfig } from './config/load.js';
import type { Config } from './config/types.js';
import type { OrtModule } from './inference/onnx-model.js';
import { evaluate as evaluatePipeline, type PipelineDeps } from './pipeline.js';
import type { Report } from './report/types.js';

export { runCli, EXIT } from './cli.js';
export { loadConfig, parseConfig };
export { renderMarkdown } from './report/markdown.js';
export { renderTerminal } from './report/terminal.js';
export { InputError } from './errors.js';
export type { Config, Report, PipelineDeps };

/**
 * Runs the gate on a validated Config. ONNX Runtime comes from the installed
 * onnxruntime-node unless `deps.loadOrt` says otherwise.
 */
export function evaluate(config: Config, deps: Partial<PipelineDeps> = {}): Promise<Report> {
  return evaluatePipeline(config, {
    loadOrt: async () => (await import('onnxruntime-node')) as OrtModule,
    log: { info: () => {}, warning: (m) => process.emitWarning(m) },
    ...deps,
  });
}
