/**
 * What merge checks first of either task's partial report: its kind, its
 * version and its shard, each refused in one line that names the file.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { checkCompletionPartial } from '../../src/pipeline/completion-partial.js';
import { checkPartialReport } from '../../src/pipeline/partial.js';
import { openPartial } from '../../src/pipeline/partial-envelope.js';

const KIND = { schema: 'metacompress-x', version: 3, notOurs: 'is not an x partial' };
const open = (value: unknown) => openPartial(value, 'p.json', KIND);
const line = (value: unknown) => {
  try {
    open(value);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  return null;
};

describe('openPartial', () => {
  it('opens a partial of the kind and version, shard i of n', () => {
    const opened = open({ schema: 'metacompress-x', version: 3, shard: { index: 2, count: 3 } });
    expect(opened.shard).toEqual({ index: 2, count: 3 });
    expect(() => opened.damaged('"rows" is missing')).toThrow(
      'merge: p.json is damaged: "rows" is missing; run its shard again to rewrite it',
    );
    expect(() => opened.refuse('is odd')).toThrow('merge: p.json is odd');
  });

  it('refuses another kind, another version and a shard outside 0..n-1, in one line each', () => {
    expect(line([1, 2])).toBe('merge: p.json is not an x partial');
    expect(line({ schema: 'metacompress-partial', version: 3 })).toBe(
      'merge: p.json is not an x partial',
    );
    expect(line({ schema: 'metacompress-x', version: '3' })).toBe(
      'merge: p.json is a partial report of version "3"; this MetaCompress merges version 3 (run the shards again with this version)',
    );
    const damagedShard =
      'merge: p.json is damaged: "shard" is not {index, count} with 0 <= index < count; run its shard again to rewrite it';
    for (const shard of [
      { index: 3, count: 3 },
      { index: 0, count: 0 },
      { index: -1, count: 2 },
      { index: 0.5, count: 2 },
      { index: 0 },
      null,
    ]) {
      expect(line({ schema: 'metacompress-x', version: 3, shard })).toBe(damagedShard);
    }
  });

  it("says each task's reader's own line to a file of another kind", () => {
    const other = { schema: 'something-else', version: 1 };
    expect(() => checkPartialReport(other, 'p.json')).toThrow(
      'merge: p.json is not a MetaCompress partial report (run with --shard i/n --partial-json)',
    );
    expect(() => checkCompletionPartial(other, 'p.json')).toThrow(
      'merge: p.json is not a MetaCompress partial report of task code-completion (schema metacompress-completion-partial; run with --shard i/n --partial-json)',
    );
  });
});
