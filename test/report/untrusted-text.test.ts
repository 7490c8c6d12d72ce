/**
 * Untrusted text in the comment (docs/security.md, "Untrusted text"): every
 * string of a report that is not a number is rendered as text. Each report
 * is rendered twice, once with every text field plain and once with hostile
 * or random strings there, through the GFM renderer the browser test uses
 * (marked with marked-alert); the two must have the same HTML elements, in
 * the same order, with the same attributes, and no mention or issue
 * reference in the text outside code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import markedAlert from 'marked-alert';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineCode } from '../../src/report/layout.js';
import { renderComment } from '../../src/report/comment.js';
import { parseReportText } from '../../src/report/parse.js';
import type { Report } from '../../src/report/types.js';
import { codeText, untrustedText } from '../../src/report/untrusted-text.js';
import { cli, fixtures, tempDir } from '../cli-harness.js';
import { attackModel, attackReport, robustnessOf, transformedKind } from './report-fixtures.js';
import { tinyReport } from './tiny-report.js';

const hostileConfig = path.join(fixtures, 'hostile', 'metacompress.yml');

/** What a pull request tried, each aimed at one way out of the text. */
const HOSTILE = [
  '<h1>pwned</h1>',
  '<img src=https://evil.example/a.png>',
  '![i](https://evil.example/i.png)',
  '[link](https://evil.example)',
  '<https://evil.example>',
  'https://evil.example/x and www.evil.example and mail@evil.example',
  '@org/team @octocat #1 GH-2 org/repo#3',
  'x\n\n# heading\n\n> quote',
  'x\r\n- item\u2028+ item\u2029* item',
  '1. ordered',
  '2) ordered',
  '# heading',
  '> quote',
  '- item',
  '    indented code',
  '---',
  '===',
  '| a | b |\n|---|---|\n| c | d |',
  '`code` ``more`` ```fence',
  '```\nfenced\n```',
  '~~~\nfenced\n~~~',
  '**bold** __bold__ *em* _em_ ~~struck~~',
  '<!-- comment --> <details><summary>s</summary>',
  '</sub></summary></details></td></tr></table>',
  '&lt;h1&gt;entity&lt;/h1&gt; &#60;b&#62;',
  '$x^2$ and $$y$$',
  '[^1] and [ref]: https://evil.example',
  '\\*escaped\\* \\',
  'trailing spaces  ',
  '<script>alert(1)</script><style>*{}</style>',
  'javascript:alert(1)',
  '[!WARNING]',
  ':::\u0000\u0007\u001b[31m',
];

/** A deterministic generator (mulberry32), so that a failure repeats. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The characters Markdown, HTML and GitHub give a meaning to, and some that mean nothing. */
const ALPHABET = [
  ...'<>&#@!`*_[]()|~$\\-+=:./\'"{};',
  '\n',
  '\r',
  '\u2028',
  ' ',
  '  ',
  'www.',
  'http://',
  'https://',
  'a',
  'Z',
  '1',
  'é',
  'GH-',
  '<h1>',
  '</',
  '```',
];

function randomString(next: () => number): string {
  const length = 1 + Math.floor(next() * 24);
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return text;
}

/**
 * Keys whose strings the renderers read as vocabulary (statuses, the
 * task, a check's id and cause), not as text: `parseReport` and the gate
 * own them, and they are left as they are.
 */
const VOCABULARY = new Set([
  'schema',
  'task',
  'status',
  'inconclusivePolicy',
  'output',
  'pairMode',
  'degradationReading',
  'similarity',
  'cause',
  'rules',
]);

/** A copy of `report` with every text string replaced by `text()` (each call may differ). */
function withText(report: Report, text: () => string): Report {
  const walk = (value: unknown, key: string, parent: string): unknown => {
    if (typeof value === 'string') return text();
    if (Array.isArray(value)) return value.map((v) => walk(v, key, parent));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const vocabulary = VOCABULARY.has(k) || (parent === 'checks' && k === 'id');
      out[k] = vocabulary ? v : walk(v, k, key);
    }
    return out;
  };
  return walk(report, '', '') as Report;
}

const marked = new Marked(markedAlert());

function html(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false });
}

/** Every element's opening tag, in order, attributes included. */
function elements(page: string): string[] {
  return [...page.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*>/g)].map((m) => m[0]);
}

/**
 * The elements of `page` not in `template` in that order: what the text put
 * there. (Blank text may leave an element out: a warning of spaces has no
 * paragraph.)
 */
function added(page: string[], template: string[]): string[] {
  const extra: string[] = [];
  let at = 0;
  for (const element of page) {
    const found = template.indexOf(element, at);
    if (found === -1) extra.push(element);
    else at = found + 1;
  }
  return extra;
}

/** The text a reader sees outside code, entities decoded. */
function textOutsideCode(page: string): string {
  return page
    .replace(/<pre\b[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code\b[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What GitHub would turn into a notification: a mention, an issue or pull request reference. */
const NOTIFYING = /(^|[^\w`])@[A-Za-z0-9]|#\d|\bGH-\d/i;

function comment(report: Report): string {
  return renderComment(report, {
    id: 'gate',
    configFile: 'metacompress.yml',
    runUrl: 'https://github.com/OWNER/REPO/actions/runs/1',
  });
}

/** Reports with every section that shows text: the hostile data set (divergent inputs, a baseline), and robustness. */
async function reports(): Promise<Record<string, Report>> {
  const dir = tempDir();
  const base = path.join(dir, 'base.json');
  const first = await cli(['run', '--config', hostileConfig, '--report-json', base]);
  expect(first.status, first.stderr).toBe(1);
  const json = path.join(dir, 'hostile.json');
  const second = await cli([
    'run',
    '--config',
    hostileConfig,
    '--gate.baseline',
    base,
    '--report-json',
    json,
  ]);
  expect(second.status, second.stderr).toBe(1);
  const hostile = parseReportText(readFileSync(json, 'utf8'), json);

  const kind = {
    ...transformedKind('rename-locals', 2, 9, 40),
    notTransformable: 1,
    notTransformableIds: ['row-9'],
    studentFlips: [
      {
        id: 'row-3',
        text: 0,
        line: 2,
        diff: ' int f(int x) {\n-  return x;\n+  return (x);',
        teacher: [1, 1] as [number, number],
        student: [1, 0] as [number, number],
        shift: 0.4,
      },
    ],
  };
  const attack = attackReport('alert', attackModel(10, 8, 2, 50), attackModel(10, 8, 6, 40), {
    examples: [
      { id: 'row-5', model: 'teacher', renames: [[0, 'x', 'y']], transformations: [], queries: 4 },
      // A student's adversarial example with its diff (item 5 of issue 32).
      {
        id: 'row-6',
        model: 'student',
        renames: [[0, 'n', 'm']],
        transformations: ['dead-code'],
        queries: 9,
        change: { text: 0, line: 1, diff: '-int f(int n) {\n+int f(int m) {' },
        probabilities: { before: [0.2, 0.8], after: [0.7, 0.3] },
      },
    ],
    studentOnlySuccesses: 3,
    skippedReason: null,
  });
  const robustness = {
    ...robustnessOf([kind], [attack]),
    substitutes: {
      source: 'language-model' as const,
      languageModel: 'mlm.onnx',
      cacheHit: false,
      inputsWithSubstitutes: 8,
      computeMs: 10,
    },
  };
  const withRobustness = tinyReport(robustness);
  withRobustness.warnings = ['a warning'];
  return { hostile, robustness: withRobustness };
}

describe('untrustedText', () => {
  it('writes HTML as entities, escapes Markdown syntax, breaks links and mentions, folds lines', () => {
    expect(untrustedText('<h1>hi</h1> & more')).toBe('&lt;h1>hi&lt;/h1> &amp; more');
    expect(untrustedText('![i](u) *a* _b_ `c` |d| ~e~ $f$ \\')).toBe(
      '!\\[i\\](u) \\*a\\* \\_b\\_ \\`c\\` \\|d\\| \\~e\\~ \\$f\\$ \\\\',
    );
    expect(untrustedText('# h')).toBe('\\#\u200B h');
    expect(untrustedText('> q')).toBe('\\> q');
    expect(untrustedText('- i')).toBe('\\- i');
    expect(untrustedText('12. i')).toBe('12\\. i');
    expect(untrustedText('see https://x.example or www.x.example')).toBe(
      'see https\\://x.example or www\\.x.example',
    );
    expect(untrustedText('@org/team #12 GH-3')).toBe('@\u200Borg/team #\u200B12 GH-\u200B3');
    expect(untrustedText('  a\n\nb\r\nc\u2028d\u0000e  ')).toBe('a  b c d e');
  });

  it('keeps code to its lines and their order: no control, separator or bidirectional character', () => {
    expect(codeText('a\r\nb\rc \u202Ed\u2066\u2028e\tf\u0000\n')).toBe(
      'a\nb\uFFFDc \uFFFDd\uFFFD\uFFFDe\tf\uFFFD\n',
    );
    expect(codeText('plain\n  code')).toBe('plain\n  code');
  });

  it('renders as the text it was given', () => {
    for (const text of ['<h1>x</h1>', 'a*b*c', '[x](y)', '1. two', 'a | b', 'x & y', '`z`']) {
      const page = html(untrustedText(text));
      expect(textOutsideCode(page).trim()).toBe(text);
      expect(elements(page)).toEqual(['<p>']);
    }
  });

  it('inline code stays one code span on one line, in a table cell too', () => {
    const cell = inlineCode('a\n\n# b | c ` d');
    expect(cell).toBe('``a  # b \\| c ` d``');
    const table = html(`| x |\n|---|\n| ${cell} |`);
    expect(elements(table)).toEqual([
      '<table>',
      '<thead>',
      '<tr>',
      '<th>',
      '<tbody>',
      '<tr>',
      '<td>',
      '<code>',
    ]);
    expect(table).toContain('<code>a  # b | c ` d</code>');
  });
});

describe('the comment with hostile and random text in every field', () => {
  let cases: Record<string, Report> = {};
  beforeAll(async () => {
    cases = await reports();
  }, 120_000);

  for (const name of ['hostile', 'robustness']) {
    it(`${name}: each hostile string adds no element and notifies no one`, () => {
      const plain = elements(html(comment(withText(cases[name]!, () => 'plain'))));
      expect(plain.length).toBeGreaterThan(20);
      for (const attack of HOSTILE) {
        const page = html(comment(withText(cases[name]!, () => attack)));
        expect(elements(page), attack).toEqual(plain);
        expect(textOutsideCode(page), attack).not.toMatch(NOTIFYING);
      }
    });

    it(`${name}: 200 reports of random strings add no element and notify no one`, () => {
      const plain = elements(html(comment(withText(cases[name]!, () => 'plain'))));
      const next = random(name.length);
      for (let run = 0; run < 200; run++) {
        const page = html(comment(withText(cases[name]!, () => randomString(next))));
        expect(added(elements(page), plain), `run ${run}`).toEqual([]);
        expect(textOutsideCode(page), `run ${run}`).not.toMatch(NOTIFYING);
      }
    });
  }

  it('the hostile data set as it is: its labels and ids are in the comment, as text', () => {
    const page = html(comment(cases.hostile!));
    const text = textOutsideCode(page);
    expect(text).toContain('<h1>label</h1>  #\u200B heading from a label');
    expect(page).toContain('<code>&lt;h1&gt;pwned&lt;/h1&gt;</code>');
    expect(elements(page).filter((e) => /^<(h1|img|script|a|blockquote)\b/.test(e))).toEqual([
      '<a href="https://github.com/OWNER/REPO/actions/runs/1">',
    ]);
  });
});
