/**
 * Shared helpers for the tests over the real data sets in ../shared/data
 * (Juliet C functions, BigCloneBench Java methods).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CodeTransformer,
  INVALID_OUTPUT,
  TRANSFORM_KINDS,
  transformCounted,
  type TransformKind,
  type TransformLanguage,
} from '../../src/transforms/index.js';
import type { Grammar } from '../../src/transforms/parser.js';
import { type SyntaxNode, walk } from '../../src/transforms/syntax-tree.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sharedDir = path.resolve(repoRoot, '../shared');

export interface DataSet {
  readonly name: string;
  readonly language: TransformLanguage;
  readonly file: string;
}

export const DATA_SETS: readonly DataSet[] = [
  {
    name: 'juliet-c',
    language: 'c',
    file: path.join(sharedDir, 'data/juliet-c/functions.jsonl'),
  },
  {
    name: 'bigclonebench',
    language: 'java',
    file: path.join(sharedDir, 'data/bigclonebench/functions.jsonl'),
  },
];

export const dataMissing = DATA_SETS.some((set) => !existsSync(set.file));

if (dataMissing) {
  console.warn(
    `transforms: real-data tests skipped: ${DATA_SETS.map((s) => s.file).join(' or ')} not found ` +
      `(the shared data folder is expected at ${sharedDir})`,
  );
}

/** The `func` field of every line of a functions.jsonl file. */
export function readFunctions(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { func: string }).func);
}

export interface KindCounts {
  /** Transformed without error. */
  ok: number;
  /** ... and different from the original. */
  changed: number;
  /** Output with error nodes (reported as INVALID_OUTPUT): must stay 0. */
  invalid: number;
  /** Renames whose tree differs from the original's in more than identifier text: must stay 0. */
  shapeChanged: number;
  /** Sites the semantics rules declined (TransformResult.declined). */
  declinedSites: number;
  /** Functions left unchanged because every site was declined (not transformable). */
  declinedFunctions: number;
  /** Sites the rules accepted (kinds that count them: those of issue 20). */
  sites: number;
  /** Accepted sites the seed changed. */
  applied: number;
}

export interface ValidityCounts {
  readonly functions: number;
  parsedOriginals: number;
  readonly kinds: Record<TransformKind, KindCounts>;
  /** First few offending inputs, for the failure message. */
  readonly examples: string[];
  milliseconds: number;
}

/** Node types of a tree in pre-order: equal for two trees iff they have the same shape. */
function shape(grammar: Grammar, code: string): string | undefined {
  const parsed = grammar.parse(code);
  if (parsed.status !== 'ok') return undefined;
  const types: string[] = [];
  walk(parsed.unit.root, (node: SyntaxNode) => {
    types.push(node.type);
  });
  return types.join(' ');
}

/**
 * Applies every transformation to every `step`-th function (seed = index) and
 * counts outcomes. A renamed function must parse to the same tree shape.
 */
export function runValidity(
  transformer: CodeTransformer,
  grammar: Grammar,
  functions: readonly string[],
  step: number,
  kinds: readonly TransformKind[] = TRANSFORM_KINDS,
): ValidityCounts {
  const started = performance.now();
  const counts: ValidityCounts = {
    functions: 0,
    parsedOriginals: 0,
    kinds: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        {
          ok: 0,
          changed: 0,
          invalid: 0,
          shapeChanged: 0,
          declinedSites: 0,
          declinedFunctions: 0,
          sites: 0,
          applied: 0,
        },
      ]),
    ) as Record<TransformKind, KindCounts>,
    examples: [],
    milliseconds: 0,
  };
  let functionCount = 0;
  for (let index = 0; index < functions.length; index += step) {
    const code = functions[index] as string;
    functionCount++;
    let parsed = false;
    for (const kind of kinds) {
      const counted = transformCounted(grammar, code, kind, index);
      const result = counted.result;
      const kindCounts = counts.kinds[kind];
      if (result.status === 'unparsable') {
        if (result.reason === INVALID_OUTPUT) {
          parsed = true;
          kindCounts.invalid++;
          if (counts.examples.length < 5) counts.examples.push(`${kind} #${index}:\n${code}`);
        }
        continue;
      }
      parsed = true;
      kindCounts.ok++;
      kindCounts.declinedSites += result.declined.length;
      kindCounts.sites += counted.sites ?? 0;
      kindCounts.applied += counted.applied ?? 0;
      if (!result.changed && result.declined.length > 0) kindCounts.declinedFunctions++;
      if (!result.changed) continue;
      kindCounts.changed++;
      if (kind === 'rename-locals' && shape(grammar, result.code) !== shape(grammar, code)) {
        kindCounts.shapeChanged++;
        if (counts.examples.length < 5) counts.examples.push(`${kind} #${index}:\n${code}`);
      }
    }
    if (parsed) counts.parsedOriginals++;
  }
  return {
    ...counts,
    functions: functionCount,
    milliseconds: performance.now() - started,
  };
}

/** One printable line per transformation. */
export function formatCounts(name: string, counts: ValidityCounts): string {
  const perThousand = (counts.milliseconds / counts.functions) * 1000;
  const lines = [
    `${name}: ${counts.functions} functions, ${counts.parsedOriginals} parsed, ` +
      `${(counts.milliseconds / 1000).toFixed(1)} s (${(perThousand / 1000).toFixed(1)} s per 1000 functions, all kinds)`,
  ];
  for (const [kind, k] of Object.entries(counts.kinds)) {
    lines.push(
      `  ${kind.padEnd(14)} ok ${k.ok}  changed ${k.changed}  invalid ${k.invalid}` +
        `  declined sites ${k.declinedSites} (functions ${k.declinedFunctions})` +
        `  sites ${k.sites} applied ${k.applied}` +
        (kind === 'rename-locals' ? `  shape changed ${k.shapeChanged}` : ''),
    );
  }
  return lines.join('\n');
}

/**
 * The validity table of docs/robustness.md: per kind, functions changed,
 * sites found (accepted + declined), applied and declined, outputs with new
 * syntax errors (tree-sitter ERROR or MISSING nodes: such an output is
 * refused as INVALID_OUTPUT).
 */
export function formatValidityTable(name: string, counts: ValidityCounts): string {
  const lines = [
    `${name}: ${counts.functions} functions, ${counts.parsedOriginals} parse without errors`,
    '',
    '| kind | changed functions | sites found | applied | declined | new syntax errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [kind, k] of Object.entries(counts.kinds)) {
    const counted = k.sites > 0 || k.applied > 0;
    const found = counted ? String(k.sites + k.declinedSites) : '-';
    const applied = counted ? String(k.applied) : '-';
    lines.push(
      `| ${kind} | ${k.changed} | ${found} | ${applied} | ${k.declinedSites} | ${k.invalid} |`,
    );
  }
  return lines.join('\n');
}
