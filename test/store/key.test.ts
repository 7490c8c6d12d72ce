import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeVersion, codeVersionOf, programFiles } from '../../src/store/code-version.js';
import { entryKey } from '../../src/store/key.js';
import { sha256Text } from '../../src/hash.js';
import { tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

const IDENTITY = {
  teacher: { sha256: 'aa' },
  dataset: { path: 'bb', limit: null },
  shard: null,
  runtime: 'onnxruntime-node 1.30.0 cpu',
  robustness: null,
};

describe('entryKey', () => {
  it('is the sha256 of the kind, the parts it depends on and the code version', () => {
    const expected = sha256Text(
      JSON.stringify({
        kind: 'teacher-outputs',
        parts: {
          teacher: IDENTITY.teacher,
          dataset: IDENTITY.dataset,
          shard: null,
          runtime: IDENTITY.runtime,
        },
        code: codeVersion(),
      }),
    ).slice(0, 40);
    expect(entryKey('teacher-outputs', IDENTITY)).toBe(`teacher-outputs-${expected}`);
  });

  it('changes with a part the entry depends on, and not with one it does not', () => {
    const key = entryKey('teacher-outputs', IDENTITY);
    expect(entryKey('teacher-outputs', { ...IDENTITY, runtime: 'other' })).not.toBe(key);
    expect(entryKey('teacher-outputs', { ...IDENTITY, shard: { index: 0, count: 2 } })).not.toBe(
      key,
    );
    // The teacher's outputs on the rows do not depend on the robustness settings.
    expect(entryKey('teacher-outputs', { ...IDENTITY, robustness: { seed: 1 } })).toBe(key);
    expect(entryKey('teacher-robustness', { ...IDENTITY, robustness: { seed: 1 } })).not.toBe(
      entryKey('teacher-robustness', { ...IDENTITY, robustness: { seed: 2 } }),
    );
  });

  it('refuses an identity without a part the kind depends on', () => {
    const withoutRuntime = { ...IDENTITY, runtime: undefined };
    expect(() => entryKey('teacher-outputs', withoutRuntime)).toThrow(
      new RangeError('entryKey(teacher-outputs): the identity has no runtime'),
    );
  });
});

describe('the code version', () => {
  it('is the digest of every source file when run from the sources, of the bundle when bundled', () => {
    const here = path.join(repoRoot, 'src', 'store', 'code-version.ts');
    const files = programFiles(here);
    expect(files).toContain(path.join(repoRoot, 'src', 'encode', 'byte-level-bpe.ts'));
    expect(files.every((f) => f.endsWith('.ts'))).toBe(true);
    expect(codeVersion()).toBe(codeVersionOf(files));
    expect(programFiles('/opt/action/dist/index.js')).toEqual(['/opt/action/dist/index.js']);
  });

  it('changes when the encoder changes, so cached teacher outputs of the old encoder are misses', () => {
    tmp = tempDir('code-version');
    const src = path.join(tmp.dir, 'src');
    cpSync(path.join(repoRoot, 'src'), src, { recursive: true });
    const self = path.join(src, 'store', 'code-version.ts');
    const before = codeVersionOf(programFiles(self));
    expect(before).toBe(codeVersion());
    const encoder = path.join(src, 'encode', 'byte-level-bpe.ts');
    writeFileSync(encoder, readFileSync(encoder, 'utf8').replace('return', 'return /* changed */'));
    expect(codeVersionOf(programFiles(self))).not.toBe(before);
  });
});
