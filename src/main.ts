/**
 * The action: inputs → the pipeline (or a report another job made) →
 * publish → pass or fail.
 *
 * Warning vs failure: anything about caching (runtime, artifacts, teacher
 * outputs, baseline) and a comment that cannot be posted are warnings; a
 * model, dataset or input that cannot be used fails the step with one line.
 * The gate's verdict fails the step only after everything is published.
 */
import * as core from '@actions/core';
import { readEnvironment } from './action/environment.js';
import { readReportInput, runGate, runShardInput, stepVerdict } from './action/gate-run.js';
import { readInputs } from './action/inputs.js';
import { actionLog } from './action/log.js';
import { gateId } from './action/config.js';
import { createRunCache } from './action/run-cache.js';
import { publish } from './action/publish.js';
import { BUG_REPORT_HINT, InputError, oneLine } from './errors.js';

export async function run(): Promise<void> {
  try {
    const inputs = readInputs((name) => core.getInput(name));
    const environment = readEnvironment(process.env, actionLog);
    if (inputs.pullRequest !== null) {
      const baseRef = environment.context.pullRequest?.baseRef ?? '';
      environment.context.pullRequest = { number: inputs.pullRequest, baseRef };
    }

    // The report of another job reads no cache; a run's cache publishes its manifest when it is done.
    const runCache =
      inputs.report === null
        ? createRunCache(inputs, environment, gateId(inputs, environment.paths.workspace))
        : null;
    if (inputs.shard !== null && inputs.report === null) {
      // One job of a matrix: its partial report for `metacompress merge`; the gate is decided there.
      const file = await runShardInput(inputs, environment, runCache);
      await runCache?.publishManifest();
      core.setOutput('partial-json', file);
      core.info(
        `MetaCompress: shard ${inputs.shard} written to ${file}; merge the shards' partial reports`,
      );
      return;
    }
    const gate =
      inputs.report !== null
        ? await readReportInput(inputs.report, inputs, environment)
        : await runGate(inputs, environment, runCache);
    await publish(gate, inputs, environment, runCache);
    await runCache?.publishManifest();
    if (gate.verdictFrom === 'not-verified') {
      core.setFailed(
        `The report ${inputs.report} was made by another job and is not verified: give config: (this repository's metacompress.yml, from the base branch) to decide its verdict again here; see the workflow_run recipe in docs/action.md`,
      );
      return;
    }

    const { failures, passed, inconclusive, inconclusivePolicy } = stepVerdict(gate);
    const checks = `${failures.length} check${failures.length === 1 ? '' : 's'}`;
    // gate.inconclusive warn: what the data cannot decide is a warning, not a failure.
    if (inconclusivePolicy === 'warn') {
      for (const reason of inconclusive) core.warning(reason, { title: 'MetaCompress' });
    }
    if (passed) {
      core.info('MetaCompress: the fidelity gate passed');
    } else if (inputs.failOnViolation) {
      for (const failure of failures) core.error(failure, { title: 'MetaCompress' });
      core.setFailed(`The fidelity gate failed on ${checks}; see the job summary`);
    } else {
      core.warning(`The fidelity gate failed (${checks}), but fail-on-violation is false`);
    }
  } catch (error) {
    if (error instanceof InputError) {
      core.setFailed(oneLine(error));
    } else {
      if (error instanceof Error && error.stack) core.debug(error.stack);
      core.setFailed(`internal error: ${oneLine(error)} (${BUG_REPORT_HINT})`);
    }
  }
}
