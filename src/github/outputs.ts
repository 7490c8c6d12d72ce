import * as core from '@actions/core';
import { RELATION_KEYS, RELATION_NAMES } from '../relations/names.js';
import type { Report } from '../report/types.js';

/** The step's outputs (action.yml lists them): the verdict, each rate, the report file, the comment. */
export function setGateOutputs(report: Report, reportFile: string): void {
  core.setOutput('passed', String(report.gate.passed));
  for (const name of RELATION_NAMES) {
    const rate = report.relations[RELATION_KEYS[name]].rate;
    core.setOutput(`${name.toLowerCase()}-rate`, rate === null ? '' : String(rate));
  }
  core.setOutput('report-json', reportFile);
}

export function setCommentOutput(url: string | null): void {
  core.setOutput('comment-url', url ?? '');
}
