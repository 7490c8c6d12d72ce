import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_LIMIT,
  commentMarker,
  renderComment,
  truncateBody,
  truncationPointer,
} from '../../src/report/comment.js';
import { codeBlock, inlineCode } from '../../src/report/layout.js';
import { reliabilityChart } from '../../src/report/calibration-markdown.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { pointsDelta } from '../../src/report/numbers.js';
import type { Report } from '../../src/report/types.js';
import { pipelineReport, STUDENT, TEACHER } from './report-fixtures.js';

let report: Report;

/** A real report from the pipeline on the tiny dataset with precomputed outputs. */
beforeAll(async () => {
  report = await pipelineReport(TEACHER, STUDENT);
});

const RUN = 'https://github.com/octo/distil/actions/runs/42';

describe('renderComment', () => {
  it('starts with the marker and the status line, and leaves out the wall time', () => {
    const body = renderComment(report, {
      id: 'gates/g.yml',
      configFile: 'gates/g.yml',
      runUrl: RUN,
    });
    expect(body.split('\n').slice(0, 4)).toEqual([
      '<!-- metacompress:gates/g.yml -->',
      // MR4's bins hold one or two inputs each: every one is undecided, 0% or 100%.
      '### ❌ MetaCompress: Fidelity gate FAILED on MR1, MR2, MR3. Inconclusive: MR4. Worst: MR1 prediction disagreement 75.0% (ceiling 10.0%).',
      '',
      `<sub>config \`gates/g.yml\` · [workflow run and job summary](${RUN})</sub>`,
    ]);
    expect(body).not.toMatch(/ \d+\.\d s · /);
    expect(renderMarkdown(report)).toMatch(/ \d+\.\d s · MetaCompress/);
    // A rerun with the same result (another time, another wall time) leaves the body as it was,
    // so the sticky comment is not re-posted; the job summary's Markdown shows the new time.
    const rerun: Report = {
      ...report,
      createdAt: '2030-01-01T00:00:00.000Z',
      timings: { ...report.timings, totalMs: report.timings.totalMs + 61_000 },
    };
    expect(renderComment(rerun, { id: 'g' })).toBe(renderComment(report, { id: 'g' }));
    expect(renderMarkdown(rerun)).not.toBe(renderMarkdown(report));
  });

  it("says of a report another job made that its counts are that job's claim", () => {
    const body = renderComment(report, {
      id: 'g',
      configFile: 'gates/g.yml',
      verdictFrom: 'decided-again',
    });
    expect(body.split('\n')[3]).toBe(
      "<sub>verdict decided here, with this config's ceilings, from the counts of a report another job made; those counts are that job's claim, not checked here · config `gates/g.yml`</sub>",
    );
    expect(renderComment(report, { id: 'g' })).not.toContain("that job's claim");
  });

  it('has the table, the accuracy view, the chart, the reliability table and the divergent inputs', () => {
    const body = renderComment(report, { id: 'g' });
    expect(body).toContain('| Ceiling | Status');
    expect(body).toContain('| Accuracy ');
    // The chart's bars and lines as the chart test below computes them by hand.
    expect(body).toContain(
      '  bar [100.0, 100.0, 100.0, 0, 100.0]\n  line [50.0, 0, 0.0, 0.0, 0]\n  line [55.0, 65.0, 75.0, 85.0, 95.0]\n```',
    );
    expect(body).toContain('<details><summary>Per-bin table</summary>');
    expect(body).toContain(
      "<details><summary>The 4 of 4 inputs where the student's distribution is furthest from the teacher's, by KL(teacher ‖ student)</summary>",
    );
    expect(body).toContain(
      '**1. `r0`** · row 0 · KL 1.3627 nats · label: vulnerable · teacher: vulnerable (80.0%) · student: not vulnerable (90.0%) · **prediction flipped**\n\n```c\nab c\n```',
    );
    expect(body).not.toMatch(/\| +Base \|/);
  });

  it('adds baseline and delta columns when there is a baseline', () => {
    const withBaseline: Report = {
      ...report,
      baseline: {
        path: 'b.json',
        createdAt: '2026-01-01T00:00:00.000Z',
        rates: { MR1: 0.5, MR2: 0.5, MR3: null, MR4: 0 },
      },
      gate: {
        ...report.gate,
        checks: report.gate.checks.map((c) => ({
          ...c,
          baseline:
            ({ MR1: 0.5, MR2: 0.5, MR3: null, MR4: 0 } as Record<string, number | null>)[c.id] ??
            null,
        })),
      },
    };
    const body = renderComment(withBaseline, { id: 'g' });
    expect(body).toMatch(/\| Ceiling \| +Base \| +Δ pts \| Status/);
    expect(body).toMatch(/\| MR1 \|.*\| +50\.0% \| +\+25\.0 \|/);
    expect(body).toContain(
      "Base: the base branch's report (made 2026-01-01 00:00 UTC). Δ = this run − base, in points: + means more violations now.",
    );
  });

  it('cuts at the limit with a pointer to the job summary', () => {
    const full = renderComment(report, { id: 'g', runUrl: RUN });
    const cut = renderComment(report, { id: 'g', runUrl: RUN, limit: 2000 });
    expect(cut.length).toBeLessThanOrEqual(2000);
    expect(cut.startsWith(full.slice(0, 500))).toBe(true);
    expect(cut.endsWith(`\n\n${truncationPointer(RUN)}`)).toBe(true);
    expect(truncationPointer(RUN)).toBe(
      `_This comment was cut to fit GitHub's 65,536-character limit; the full report is in the [job summary](${RUN})._`,
    );
    expect(full.length).toBeLessThan(COMMENT_LIMIT);
  });
});

describe('Markdown pieces', () => {
  // Teacher confidences 0.8, 0.7, 0.95, 0.6 (all right); student 0.9, 0.6, 0.55, 0.8 (one of four right).
  // With one or two inputs per bin no difference is decided, so no bin is marked ✗ (apart).
  it('draws the reliability diagram per non-empty bin, an empty bin at 0', () => {
    expect(reliabilityChart(report)).toBe(
      [
        '```mermaid',
        '%%{init: {"themeVariables":{"xyChart":{"plotColorPalette":"#4e79a7, #f28e2b, #9d9d9d"}}}}%%',
        'xychart-beta',
        '  title "Accuracy per confidence bin"',
        '  x-axis "Confidence (✗: accuracies apart by more than δ4)" ["0.5–0.6", "0.6–0.7", "0.7–0.8", "0.8–0.9", "0.9–1.0"]',
        '  y-axis "Accuracy (%)" 0 --> 100',
        '  bar [100.0, 100.0, 100.0, 0, 100.0]',
        '  line [50.0, 0, 0.0, 0.0, 0]',
        // Perfect calibration: each bin's mid-point.
        '  line [55.0, 65.0, 75.0, 85.0, 95.0]',
        '```',
      ].join('\n'),
    );
  });

  it('formats deltas in signed points', () => {
    expect(pointsDelta(0.3, 0.1)).toBe('+20.0 pts');
    expect(pointsDelta(0.1, 0.3)).toBe('−20.0 pts');
    expect(pointsDelta(0.1, 0.1)).toBe('0.0 pts');
    expect(pointsDelta(null, 0.1)).toBe('—');
  });

  it('keeps code with backticks inside its fence and span', () => {
    expect(codeBlock('a ``` b', 'c')).toBe('````c\na ``` b\n````');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`x')).toBe('`` `x ``');
  });
});

describe('commentMarker', () => {
  it('wraps the id in a hidden HTML comment', () => {
    expect(commentMarker('gate/cpu-1')).toBe('<!-- metacompress:gate/cpu-1 -->');
  });

  it('rejects an id that could break out of the HTML comment', () => {
    expect(() => commentMarker('a -->')).toThrow(RangeError);
    expect(() => commentMarker('')).toThrow(
      'comment marker id must be 1-100 characters of letters, digits and . _ : / -, got ""',
    );
  });
});

describe('truncateBody', () => {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it('returns a body within the limit unchanged', () => {
    expect(truncateBody('short', 10, 'p')).toBe('short');
    expect(truncateBody('x'.repeat(10), 10, 'p')).toBe('x'.repeat(10));
  });

  it('matches the documented example', () => {
    expect(truncateBody('line1\nline2\nline3', 16, 'cut')).toBe('line1\nline2\n\ncut');
  });

  it('never exceeds the limit and ends with the pointer', () => {
    for (const limit of [20, 21, 50, 1000]) {
      const out = truncateBody('y'.repeat(5000), limit, 'see summary');
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(out.endsWith('\n\nsee summary')).toBe(true);
    }
  });

  it('does not split a surrogate pair at the cut', () => {
    const pointer = 'p';
    const limit = 12;
    // The cut falls between the halves of the emoji at index 8-9.
    const body = 'abcdefgh😀😀😀😀';
    for (const l of [limit, limit + 1]) {
      const out = truncateBody(body, l, pointer);
      expect(out.length).toBeLessThanOrEqual(l);
      expect(lone.test(out)).toBe(false);
    }
    expect(truncateBody(body, 12, pointer)).toBe('abcdefgh\n\np');
    expect(truncateBody(body, 13, pointer)).toBe('abcdefgh😀\n\np');
  });

  it('moves back to a line break when one is near', () => {
    const body = 'first line\nsecond line that is long';
    expect(truncateBody(body, 25, 'more')).toBe('first line\n\nmore');
  });

  it('closes a code fence left open by the cut', () => {
    const body = `intro\n\`\`\`text\n${'log line\n'.repeat(100)}\`\`\`\nafter`;
    const out = truncateBody(body, 200, 'cut');
    expect(out.length).toBeLessThanOrEqual(200);
    expect(out.endsWith('log line\n```\n\ncut')).toBe(true);
  });

  it('rejects a pointer longer than the limit and a bad limit', () => {
    expect(() => truncateBody('x'.repeat(100), 5, 'a long pointer')).toThrow(RangeError);
    expect(() => truncateBody('x', 0, 'p')).toThrow('limit must be a positive integer, got 0');
  });
});

describe('the body is cut once, by the renderer', () => {
  it('a body at the limit goes out as rendered: the publisher adds and cuts nothing', () => {
    const body = renderComment(report, { id: 'g', limit: 1500 });
    expect(body.length).toBeLessThanOrEqual(1500);
    expect(truncateBody(body, 1500, truncationPointer(null))).toBe(body);
  });
});
