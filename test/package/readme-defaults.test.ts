/**
 * The README's configuration block shows the real defaults: every key whose
 * comment calls its value the default, "(default)", parses to the same
 * Config as the block without that key. So a default changed in the code
 * and not in the README (or the reverse) fails here.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseConfig } from '../../src/config/load.js';
import { documentSnippets } from './snippets.js';

type Plain = Record<string, unknown>;

// The README's configuration reference (docs/models.md's code-completion config is
// doc-snippets' to check).
const reference = documentSnippets().filter(
  (s) =>
    s.file === 'README.md' && (s.lang === 'yaml' || s.lang === 'yml') && /^task: /m.test(s.text),
);

/** The dotted path of every key line whose comment says "(default)", in the block's order. */
function defaultPaths(text: string): string[] {
  const stack: { indent: number; key: string }[] = [];
  const paths: string[] = [];
  for (const line of text.split('\n')) {
    const key = /^( *)([\w-]+):/.exec(line);
    if (key === null) continue;
    const indent = key[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    stack.push({ indent, key: key[2]! });
    if (/#\s*\(default\)/.test(line)) paths.push(stack.map((entry) => entry.key).join('.'));
  }
  return paths;
}

/** The document without the key at `path` (a deep copy; the original is untouched). */
function without(document: Plain, path: string): Plain {
  const copy = structuredClone(document);
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Plain;
  expect(node, path).toHaveProperty(keys[keys.length - 1]!);
  delete node[keys[keys.length - 1]!];
  return copy;
}

describe("the README's configuration block", () => {
  const text = reference[0]!.text;
  const document = parseYaml(text) as Plain;
  const paths = defaultPaths(text);

  it('calls these values the defaults, the attack budgets the issue named among them', () => {
    expect(reference.map((s) => s.file)).toEqual(['README.md']);
    expect(paths).toEqual([
      'dataset.fields',
      'teacher.output',
      'student.lowercase',
      'student.normalize-whitespace',
      'student.output',
      'student.batch-size',
      'relations.epsilon',
      'relations.tau',
      'relations.delta3',
      'relations.bins',
      'relations.n-min',
      'relations.delta4',
      'gate.ceilings',
      'gate.paired',
      'gate.baseline-max-age-days',
      'gate.inconclusive',
      'spot-check',
      'transforms.kinds',
      'transforms.max-flip-rate-ratio',
      'transforms.min-flips',
      'transforms.attack.methods',
      'transforms.attack.queries',
      'transforms.attack.max-inputs',
      'transforms.attack.time-budget-seconds',
      'transforms.attack.candidates',
      'transforms.attack.max-relative-degradation',
      'transforms.attack.min-attacked',
      'where-it-breaks.layers',
      'where-it-breaks.threshold',
      'where-it-breaks.sample',
      'where-it-breaks.relation',
    ]);
  });

  it.each(paths)('%s: the value shown is what leaving it out gives', (path) => {
    const shown = parseConfig(document, '/project');
    expect(parseConfig(without(document, path), '/project')).toEqual(shown);
  });

  it('would catch a wrong default: a value the block shows that is not the default differs', () => {
    // student.pair-mode is shown as concat-blocks; the default is sequence-pair.
    const shown = parseConfig(document, '/project');
    expect(parseConfig(without(document, 'student.pair-mode'), '/project')).not.toEqual(shown);
  });
});
