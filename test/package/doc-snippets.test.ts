/**
 * Every snippet of README.md and docs/*.md parses, so what a user copies
 * works: YAML with the yaml package, shell with `bash -n`, JavaScript with
 * `node --check`. Each workflow (a YAML block with a top-level `jobs:`) is
 * checked against the GitHub workflow schema by @action-validator/core
 * (SchemaStore's schema, shipped inside the package, so no network), and so
 * is each step list or job fragment once wrapped into a minimal workflow;
 * the `run:` scripts of those steps pass `bash -n` with `${{ ... }}`
 * replaced by a word. Across all documents one action has one version, and
 * the `with:` keys of MetaCompress steps are inputs of action.yml. The
 * config block parses as a Config.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { parseConfig } from '../../src/config/load.js';
import { repoRoot } from '../shared.js';
import { documentSnippets, fencedBlocks, type Snippet } from './snippets.js';

const snippets = documentSnippets();
const where = (s: Snippet): string => `${s.file}:${s.line}`;
const byLang = (...langs: string[]): Snippet[] => snippets.filter((s) => langs.includes(s.lang));
const yamlSnippets = byLang('yaml', 'yml');

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A step list, a job fragment or a workflow, as the workflow it would sit in; null if none. */
function asWorkflow(value: unknown): Plain | null {
  const job = { 'runs-on': 'ubuntu-latest' };
  if (Array.isArray(value) && value.every((s) => isPlain(s) && ('uses' in s || 'run' in s))) {
    return { on: 'push', jobs: { snippet: { ...job, steps: value } } };
  }
  if (!isPlain(value)) return null;
  if ('jobs' in value) return value;
  if ('steps' in value) return { on: 'push', jobs: { snippet: { ...job, ...value } } };
  return null;
}

function stepsOf(workflow: Plain): Plain[] {
  return Object.values(workflow.jobs as Plain).flatMap((job) =>
    isPlain(job) && Array.isArray(job.steps) ? (job.steps as Plain[]) : [],
  );
}

/** The snippet's value, or undefined when it does not parse (the YAML test reports that). */
function tryParse(text: string): unknown {
  try {
    return parseYaml(text) as unknown;
  } catch {
    return undefined;
  }
}

const workflows = yamlSnippets.flatMap((s) => {
  const workflow = asWorkflow(tryParse(s.text));
  return workflow ? [{ snippet: s, workflow }] : [];
});

function bashCheck(script: string): string {
  const result = spawnSync('bash', ['-n'], { input: script, encoding: 'utf8' });
  return result.status === 0 ? '' : result.stderr.trim() || `bash exited ${result.status}`;
}

describe('the snippet reader', () => {
  it('finds fenced blocks with their language and first line, tildes and indents included', () => {
    const md = 'text\n```yaml\na: 1\n```\n\n  ~~~sh\n  echo hi\n  ```\n  ~~~\n````\nx\n````\n';
    expect(fencedBlocks(md, 'x.md')).toEqual([
      { file: 'x.md', line: 2, lang: 'yaml', text: 'a: 1\n' },
      { file: 'x.md', line: 6, lang: 'sh', text: 'echo hi\n```\n' },
      { file: 'x.md', line: 10, lang: '', text: 'x\n' },
    ]);
  });
  it('sees every snippet of the documents, each with a language this test checks', () => {
    // Counted by hand: README.md 4 sh, 5 yaml (the fifth: the sharded run's report step), 1 js and the command's synopsis as text;
    // docs/action.md 9 yaml; docs/models.md 6 python, 5 yaml (the fourth: where-it-breaks; the fifth: a code-completion config), 2 js and 1 sh (init and check);
    // docs/robustness.md 4 yaml (a config, the two sharded robustness workflows and the
    // Kubernetes Indexed Job); docs/spec.md 1 yaml (completions compared). A block of
    // another language would go unchecked.
    expect(snippets.map((s) => s.lang).sort()).toEqual(
      [
        ...Array(5).fill('sh'),
        ...Array(24).fill('yaml'),
        ...Array(3).fill('js'),
        ...Array(6).fill('python'),
        'text',
      ].sort(),
    );
    expect(snippets.filter((s) => s.lang === 'text').map((s) => s.text)).toEqual([
      expect.stringMatching(/^metacompress \[run\] \[--config FILE\]/),
    ]);
  });
});

describe('the documents', () => {
  it.each(yamlSnippets.map((s) => [where(s), s] as const))('%s is valid YAML', (_at, s) => {
    const documents = parseAllDocuments(s.text, { uniqueKeys: true });
    const problems = (Array.isArray(documents) ? documents : [documents]).flatMap((d) =>
      [...d.errors, ...d.warnings].slice(0, 3).map((e) => e.message.split('\n')[0]),
    );
    expect(problems).toEqual([]);
  });

  it.each(byLang('sh', 'bash', 'shell').map((s) => [where(s), s] as const))(
    '%s passes bash -n',
    (_at, s) => {
      expect(bashCheck(s.text)).toBe('');
    },
  );

  it.each(byLang('js', 'javascript', 'mjs').map((s) => [where(s), s] as const))(
    '%s passes node --check as an ES module',
    (_at, s) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'metacompress-snippet-'));
      try {
        const file = path.join(dir, 'snippet.mjs');
        writeFileSync(file, s.text);
        execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.each(byLang('python', 'py').map((s) => [where(s), s] as const))(
    '%s parses as Python',
    (_at, s) => {
      const result = spawnSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], {
        input: s.text,
        encoding: 'utf8',
      });
      expect(result.stderr.trim()).toBe('');
      expect(result.status).toBe(0);
    },
  );

  it('has workflows for the quick start, the sharding recipes and the fork-safe pair', () => {
    // The sharding recipes: the README's rows, docs/robustness.md's fill and pull-request pair.
    expect(workflows.filter((w) => /^jobs:/m.test(w.snippet.text)).length).toBe(7);
    // Plus five fragments: the step list without a config file, the Hub recipe's step, the
    // matrix of several gates, the many-students step with its outputs, and the sharded run's
    // report step.
    expect(workflows.length).toBe(12);
  });

  it.each(workflows.map((w) => [where(w.snippet), w] as const))(
    '%s is a valid GitHub workflow (its schema), and its run: scripts pass bash -n',
    (_at, { workflow }) => {
      const state = validateWorkflow(JSON.stringify(workflow));
      expect(state.errors.map((e) => `${e.code} ${'path' in e ? e.path : ''} ${e.title}`)).toEqual(
        [],
      );
      for (const step of stepsOf(workflow)) {
        if (typeof step.run !== 'string') continue;
        expect(bashCheck(step.run.replace(/\$\{\{[^}]*\}\}/g, 'GHA_EXPRESSION'))).toBe('');
      }
    },
  );

  it('name one version of each action', () => {
    const versions = new Map<string, Set<string>>();
    for (const { workflow } of workflows) {
      for (const step of stepsOf(workflow)) {
        const uses = typeof step.uses === 'string' ? /^([^@]+)@(.+)$/.exec(step.uses) : null;
        if (!uses) continue;
        if (!versions.has(uses[1]!)) versions.set(uses[1]!, new Set());
        versions.get(uses[1]!)!.add(uses[2]!);
      }
    }
    const mixed = [...versions].filter(([, v]) => v.size > 1).map(([a, v]) => `${a}@${[...v]}`);
    expect(mixed).toEqual([]);
    expect(versions.get('actions/checkout')).toEqual(new Set(['v5']));
  });

  it('give MetaCompress steps only inputs that action.yml declares', () => {
    const action = parseYaml(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
      inputs: Plain;
    };
    const declared = new Set(Object.keys(action.inputs));
    const used: string[] = [];
    for (const { workflow } of workflows) {
      for (const step of stepsOf(workflow)) {
        if (step.uses !== 'OWNER/metacompress@v1' || !isPlain(step.with)) continue;
        used.push(...Object.keys(step.with));
      }
    }
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !declared.has(key))).toEqual([]);
  });

  it("keeps the README's configuration reference and models.md's code-completion config valid", () => {
    const configs = yamlSnippets.filter((s) => /^task: /m.test(s.text));
    expect(configs.map((s) => s.file)).toEqual(['README.md', 'docs/models.md']);
    const [reference, completion] = configs.map((s) => parseConfig(parseYaml(s.text), '/project'));
    expect(reference!.task).toBe('clone-detection');
    expect(reference!.shard).toEqual({ index: 0, count: 4 });
    expect(completion!.task).toBe('code-completion');
    expect(completion!.completion).toEqual({
      stride: 128,
      topK: 32,
      completions: { prompts: 50, maxNewTokens: 64, cut: 0.75, language: 'c' },
    });
  });
});
