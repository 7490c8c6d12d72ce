import type { ModelCost, RunCost } from '../cost/model-cost.js';
import type { Timed } from './timing-step.js';
/** A model as the cost needs it: its source and file, and whether its rows' outputs were restored. */
export interface CostedModel {
    source: 'onnx' | 'outputs';
    path: string;
    fromCache: boolean;
}
/**
 * Both models' cost after scoring (the teacher's may be given, as measured
 * in an earlier student's run; the speedup is always this run's, whose
 * rounds timed both). `peakRssBytes` is read first, before the files are
 * weighed (reading a file holds it in memory for a moment).
 * process.resourceUsage().maxRSS is in kibibytes.
 */
export declare function measureCost(models: {
    teacher: CostedModel | ModelCost;
    student: CostedModel;
}, timed: Timed): Promise<RunCost>;
