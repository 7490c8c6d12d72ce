import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTeacherOutputsCache,
  decodeOutcomes,
  decodeOutputs,
  decodeScores,
  encodeOutcomes,
  encodeOutputs,
  encodeScores,
} from '../../src/store/teacher-entries.js';
import type { CachedOutcomes } from '../../src/store/types.js';
import type { ArtifactCache } from '../../src/store/actions-cache.js';
import { recordingLogger, tempDir } from '../servers/env.js';

const OUTPUTS = {
  rows: Int32Array.from([0, 2, 5]),
  probs: Float64Array.from([0.25, 0.75, 1 / 3, 2 / 3, 1e-300, 1]),
  cols: 2,
  fed: {
    countedTokens: 40,
    unknownTokens: 3,
    functions: 0,
    functionsWithoutGraph: 0,
    renormalised: 1,
  },
};

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

/** An ArtifactCache that keeps single files in a folder, keyed by cache key. */
function folderCache(store: string): ArtifactCache & { keys: string[] } {
  mkdirSync(store, { recursive: true });
  const keys: string[] = [];
  return {
    keys,
    async restore(key, [file]) {
      const saved = path.join(store, key);
      if (!existsSync(saved)) return false;
      mkdirSync(path.dirname(file!), { recursive: true });
      cpSync(saved, file!);
      return true;
    },
    async save(key, [file]) {
      keys.push(key);
      cpSync(file!, path.join(store, key));
    },
  };
}

describe('the teacher-outputs file', () => {
  it('round-trips rows and float64 probabilities exactly, under its key', () => {
    const bytes = encodeOutputs('teacher-outputs-k', OUTPUTS);
    // header 48 + 3 int32 rows + 6 float64 probabilities + 5 float64 counts
    expect(bytes.length).toBe(48 + 12 + 48 + 40);
    expect(decodeOutputs('teacher-outputs-k', bytes)).toEqual(OUTPUTS);
  });

  it('says why a file is unusable', () => {
    const good = encodeOutputs('k', OUTPUTS);
    expect(decodeOutputs('k', Buffer.from('not ours'))).toBe('not a teacher-outputs file');
    expect(decodeOutputs('k', good.subarray(0, good.length - 8))).toBe(
      `${good.length - 8} bytes, expected ${good.length} for 3 rows of 2 columns`,
    );
    const other = Buffer.from(good);
    other.writeUInt32LE(1, 4);
    expect(decodeOutputs('k', other)).toBe('format version 1, expected 3');
  });

  it('refuses a file saved under another key, and content that is not the outputs of distinct rows', () => {
    const good = encodeOutputs('k', OUTPUTS);
    expect(decodeOutputs('other', good)).toBe('it was saved under another key');
    // The probabilities start after the header (48) and the 3 rows (12).
    const at = (row: number, col: number) => 48 + 12 + (row * 2 + col) * 8;
    const nan = Buffer.from(good);
    nan.writeDoubleLE(Number.NaN, at(1, 0));
    expect(decodeOutputs('k', nan)).toBe('row 1 has probability NaN');
    const infinite = Buffer.from(good);
    infinite.writeDoubleLE(Infinity, at(2, 1));
    expect(decodeOutputs('k', infinite)).toBe('row 2 has probability Infinity');
    const summed = Buffer.from(good);
    summed.writeDoubleLE(0.5, at(0, 0)); // 0.5 + 0.75
    expect(decodeOutputs('k', summed)).toBe("row 0's probabilities sum to 1.25");
    const repeated = Buffer.from(good);
    repeated.writeInt32LE(0, 48 + 4); // rows 0, 0, 5
    expect(decodeOutputs('k', repeated)).toBe('its dataset rows are not distinct row numbers');
    const negative = Buffer.from(good);
    negative.writeInt32LE(-1, 48 + 8);
    expect(decodeOutputs('k', negative)).toBe('its dataset rows are not distinct row numbers');
    const one = encodeOutputs('k', {
      ...OUTPUTS,
      rows: Int32Array.of(0),
      probs: Float64Array.of(1),
      cols: 1,
    });
    expect(decodeOutputs('k', one)).toBe('1 column; a classifier gives at least 2');
  });

  it("refuses encoding counts that are not counts or do not fit one another and the entry's rows", () => {
    // The counts follow the probabilities: countedTokens, unknownTokens, functions,
    // functionsWithoutGraph, renormalised.
    const counts = 48 + 12 + 48;
    const edited = (field: number, value: number) => {
      const bytes = Buffer.from(encodeOutputs('k', OUTPUTS));
      bytes.writeDoubleLE(value, counts + field * 8);
      return decodeOutputs('k', bytes);
    };
    expect(edited(0, -1)).toBe('its encoding counts: teacher.countedTokens is -1, not a count');
    expect(edited(1, 0.5)).toBe('its encoding counts: teacher.unknownTokens is 0.5, not a count');
    expect(edited(2, NaN)).toBe('its encoding counts: teacher.functions is NaN, not a count');
    expect(edited(1, 41)).toBe(
      'its encoding counts: teacher has more unknown tokens (41) than tokens counted (40)',
    );
    expect(edited(3, 1)).toBe(
      'its encoding counts: teacher has more functions without a data-flow graph (1) than functions fed (0)',
    );
    expect(edited(4, 4)).toBe(
      "its encoding counts: teacher has more renormalised rows (4) than the entry's 3 rows",
    );
    expect(edited(1, 40)).toEqual({ ...OUTPUTS, fed: { ...OUTPUTS.fed, unknownTokens: 40 } });
  });

  it('refuses outputs whose size does not match rows x columns', () => {
    expect(() => encodeOutputs('k', { ...OUTPUTS, cols: 3 })).toThrow(RangeError);
  });
});

describe('createTeacherOutputsCache', () => {
  it('saves under the versioned key and restores on a fresh runner', async () => {
    tmp = tempDir('teacher-cache');
    const cache = folderCache(path.join(tmp.dir, 'store'));
    const dir = path.join(tmp.dir, 'runner', 'teacher-outputs');
    const log = recordingLogger();
    const teacher = createTeacherOutputsCache(cache, dir, log);
    expect(await teacher.restore('teacher-outputs-abc')).toBeNull();
    // A miss says nothing: the data are still to be read and checked before the teacher runs.
    expect(log.lines).toEqual([]);
    await teacher.save('teacher-outputs-abc', OUTPUTS);
    expect(cache.keys).toEqual(['metacompress-v1-teacher-outputs-abc']);

    // A fresh runner: the file is gone, the cache entry is not.
    rmSync(path.join(tmp.dir, 'runner'), { recursive: true });
    expect(await teacher.restore('teacher-outputs-abc')).toEqual(OUTPUTS);
    expect(log.warnings()).toEqual([]);
  });

  it('treats a damaged cached file as a miss, with a warning', async () => {
    tmp = tempDir('teacher-cache');
    const cache = folderCache(path.join(tmp.dir, 'store'));
    const file = path.join(tmp.dir, 'damaged.bin');
    writeFileSync(file, encodeOutputs('teacher-outputs-k', OUTPUTS).subarray(0, 20));
    await cache.save('metacompress-v1-teacher-outputs-k', [file]);
    const log = recordingLogger();
    const teacher = createTeacherOutputsCache(cache, path.join(tmp.dir, 'runner'), log);
    expect(await teacher.restore('teacher-outputs-k')).toBeNull();
    expect(log.warnings()).toEqual([
      'Ignoring the cached teacher outputs (not a teacher-outputs file); running the teacher',
    ]);
  });
});

/** Two entries of a 2-class teacher: the digests of two inputs, and their probabilities. */
const SCORES = {
  digests: Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 256),
  probs: Float64Array.from([0.25, 0.75, 1 - 1e-9, 1e-9]),
  cols: 2,
};

describe('the teacher-scores file', () => {
  it('round-trips digests and float64 probabilities exactly, under its key', () => {
    const bytes = encodeScores('teacher-robustness-k', SCORES);
    // header 48 + 2 digests of 32 + 4 float64
    expect(bytes.length).toBe(48 + 64 + 32);
    expect(decodeScores('teacher-robustness-k', bytes)).toEqual(SCORES);
  });

  it('says why a file is unusable: another key, a truncation, a row that is not a distribution', () => {
    const good = encodeScores('k', SCORES);
    expect(decodeScores('other', good)).toBe('it was saved under another key');
    expect(decodeScores('k', encodeOutputs('k', OUTPUTS))).toBe('not a teacher-scores file');
    expect(decodeScores('k', good.subarray(0, good.length - 8))).toBe(
      `${good.length - 8} bytes, expected ${good.length} for 2 entries of 2 columns`,
    );
    const summed = Buffer.from(good);
    summed.writeDoubleLE(0.5, 48 + 64); // row 0: 0.5 + 0.75
    expect(decodeScores('k', summed)).toBe("entry 0's probabilities sum to 1.25");
    const negative = Buffer.from(good);
    negative.writeDoubleLE(-0.25, 48 + 64 + 16); // row 1, column 0
    expect(decodeScores('k', negative)).toBe('entry 1 has probability -0.25');
    const nan = Buffer.from(good);
    nan.writeDoubleLE(Number.NaN, 48 + 64);
    expect(decodeScores('k', nan)).toBe('entry 0 has probability NaN');
  });

  it('is restored by the cache, and a damaged one is a miss with a warning', async () => {
    tmp = tempDir('teacher-cache');
    const cache = folderCache(path.join(tmp.dir, 'store'));
    const log = recordingLogger();
    const teacher = createTeacherOutputsCache(cache, path.join(tmp.dir, 'runner'), log);
    expect(await teacher.restoreScores!('teacher-robustness-a')).toBeNull();
    await teacher.saveScores!('teacher-robustness-a', SCORES);
    expect(cache.keys).toEqual(['metacompress-v1-teacher-robustness-a']);
    rmSync(path.join(tmp.dir, 'runner'), { recursive: true });
    expect(await teacher.restoreScores!('teacher-robustness-a')).toEqual(SCORES);
    // The same bytes under another key: refused.
    const file = path.join(tmp.dir, 'moved.bin');
    writeFileSync(file, encodeScores('teacher-robustness-a', SCORES));
    await cache.save('metacompress-v1-teacher-robustness-b', [file]);
    expect(await teacher.restoreScores!('teacher-robustness-b')).toBeNull();
    expect(log.warnings()).toEqual([
      'Ignoring the cached teacher robustness scores (it was saved under another key); the teacher is run on T(x) and its attacks',
    ]);
  });
});

const OUTCOMES: CachedOutcomes = {
  entries: [
    {
      method: 'mhm',
      row: 3,
      label: 1,
      digest: 'a'.repeat(64),
      outcome: {
        status: 'success',
        queries: 7,
        refused: 1,
        renames: [[0, 'n', 'count']],
        transformations: [],
        texts: ['int f(int count) { return count; }'],
      },
      probs: [0.875, 0.125],
    },
    {
      method: 'coda',
      row: 3,
      label: 1,
      digest: 'a'.repeat(64),
      outcome: { status: 'failed', queries: 50 },
      probs: null,
    },
    {
      method: 'greedy',
      row: 8,
      label: 0,
      digest: 'b'.repeat(64),
      outcome: { status: 'no-identifiers' },
      probs: null,
    },
  ],
};

describe('the teacher-outcomes file', () => {
  it('round-trips every outcome, under its key', () => {
    const text = encodeOutcomes('teacher-attacks-k', OUTCOMES);
    expect(decodeOutcomes('teacher-attacks-k', text)).toEqual(OUTCOMES);
    // The checksum is the sha256 of the entries' bytes as written in the file.
    const parsed = JSON.parse(text);
    expect(parsed.format).toBe('metacompress-teacher-outcomes-1');
    expect(parsed.key).toBe('teacher-attacks-k');
    const written = text.slice(text.indexOf('"entries":') + '"entries":'.length, -1);
    expect(parsed.sha256).toBe(createHash('sha256').update(written).digest('hex'));
  });

  it('says why a file is unusable: not ours, another key, a changed byte, an outcome no search returns', () => {
    const good = encodeOutcomes('k', OUTCOMES);
    expect(decodeOutcomes('k', '{"format"')).toMatch(/^not JSON \(/);
    expect(decodeOutcomes('k', '{"format":"metacompress-json-1"}')).toBe(
      'not a teacher-outcomes file',
    );
    expect(decodeOutcomes('other', good)).toBe('it was saved under another key');
    // One query more on the first outcome: the checksum no longer matches.
    const edited = good.replace('"queries":7', '"queries":8');
    expect(edited).not.toBe(good);
    expect(decodeOutcomes('k', edited)).toBe('its checksum does not match its entries');
    // A well-formed file (its checksum recomputed) of an outcome the cache never keeps.
    const interrupted = encodeOutcomes('k', {
      entries: [
        { ...OUTCOMES.entries[1]!, outcome: { status: 'interrupted', queries: 3 } as never },
      ],
    });
    expect(decodeOutcomes('k', interrupted)).toBe("entry 0's outcome: status interrupted");
    const badRename = encodeOutcomes('k', {
      entries: [
        {
          ...OUTCOMES.entries[0]!,
          outcome: { ...OUTCOMES.entries[0]!.outcome, renames: [[0, 'n']] } as never,
        },
      ],
    });
    expect(decodeOutcomes('k', badRename)).toBe(
      "entry 0's outcome: renames are not [function, old, new] triples",
    );
    const noDigest = encodeOutcomes('k', { entries: [{ ...OUTCOMES.entries[2]!, digest: 'b' }] });
    expect(decodeOutcomes('k', noDigest)).toBe('entry 0 has no input digest');
    const unsummed = encodeOutcomes('k', {
      entries: [{ ...OUTCOMES.entries[0]!, probs: [0.875, 0.25] }],
    });
    expect(decodeOutcomes('k', unsummed)).toBe("entry 0's probabilities sum to 1.125");
    const outside = encodeOutcomes('k', {
      entries: [{ ...OUTCOMES.entries[0]!, probs: [1.5, -0.5] }],
    });
    expect(decodeOutcomes('k', outside)).toBe("entry 0's probabilities are not probabilities");
    const negative = encodeOutcomes('k', {
      entries: [{ ...OUTCOMES.entries[1]!, outcome: { status: 'failed', queries: -1 } }],
    });
    expect(decodeOutcomes('k', negative)).toBe("entry 0's outcome: queries -1");
  });

  it('is restored by the cache, and a damaged one is a miss with a warning', async () => {
    tmp = tempDir('teacher-cache');
    const cache = folderCache(path.join(tmp.dir, 'store'));
    const log = recordingLogger();
    const teacher = createTeacherOutputsCache(cache, path.join(tmp.dir, 'runner'), log);
    expect(await teacher.restoreOutcomes!('teacher-attacks-a')).toBeNull();
    await teacher.saveOutcomes!('teacher-attacks-a', OUTCOMES);
    expect(cache.keys).toEqual(['metacompress-v1-teacher-attacks-a']);
    rmSync(path.join(tmp.dir, 'runner'), { recursive: true });
    expect(await teacher.restoreOutcomes!('teacher-attacks-a')).toEqual(OUTCOMES);
    const file = path.join(tmp.dir, 'moved.json');
    writeFileSync(file, encodeOutcomes('teacher-attacks-a', OUTCOMES));
    await cache.save('metacompress-v1-teacher-attacks-b', [file]);
    expect(await teacher.restoreOutcomes!('teacher-attacks-b')).toBeNull();
    expect(log.warnings()).toEqual([
      "Ignoring the cached teacher attack outcomes (it was saved under another key); the teacher's searches are run",
    ]);
  });
});
