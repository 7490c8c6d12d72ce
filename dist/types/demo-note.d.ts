import type { Report } from './report/types.js';
/**
 * What `metacompress` prints after the report when it ran its bundled demo
 * (no --config and no metacompress.yml in the working directory): which config
 * and models ran, and why the run failed. A newcomer's first run ends with
 * exit status 1 on purpose, and should not read as a broken install.
 * Paths are shown relative to the package root, where the demo lives.
 */
export declare function demoNote(report: Report, configFile: string, packageRoot: string): string;
