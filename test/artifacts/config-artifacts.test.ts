/**
 * The one resolver of a config document's artifacts: where a sha256 beside a
 * key is read from, what require-sha256 refuses, and that the document then
 * holds the local files and no sha256 keys. The resolver here records its
 * calls; the real one is tested in resolve-artifact.test.ts and hub.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  resolveConfigArtifacts,
  type ResolveConfigOptions,
} from '../../src/artifacts/config-artifacts.js';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(64);

function recorder(extra: Partial<ResolveConfigOptions> = {}) {
  const calls: [string, string, string | undefined][] = [];
  const options: ResolveConfigOptions = {
    baseDirFor: () => '/config',
    resolve: async (key, spec) => {
      calls.push([key, spec.source, spec.sha256]);
      return {
        path: `/local/${key}`,
        sha256: spec.sha256 ?? '0'.repeat(64),
        fromCache: false,
        ...(spec.source.startsWith('hf://') ? { resolved: `${spec.source}#commit` } : {}),
      };
    },
    ...extra,
  };
  return { calls, options };
}

describe('resolveConfigArtifacts', () => {
  it('reads a bare sha256 as the model, outputs or path beside it, and a mapping by key name', async () => {
    const document = {
      dataset: { path: 'd.jsonl', sha256: `sha256:${A.toUpperCase()}` },
      teacher: {
        model: 'hf://org/t/model.onnx',
        tokenizer: { vocab: 'v.json', merges: 'm.txt', sha256: { merges: C } },
        sha256: { model: B },
      },
      student: { outputs: 'https://example.org/s.npy', sha256: C },
      transforms: {
        attack: { 'language-model': { model: 'mlm.onnx', tokenizer: 't.json', sha256: A } },
      },
    };
    const { calls, options } = recorder();
    const result = await resolveConfigArtifacts(document, options);
    expect(calls).toEqual([
      ['dataset.path', 'd.jsonl', A],
      ['teacher.model', 'hf://org/t/model.onnx', B],
      ['teacher.tokenizer.vocab', 'v.json', undefined],
      ['teacher.tokenizer.merges', 'm.txt', C],
      ['student.outputs', 'https://example.org/s.npy', C],
      ['transforms.attack.language-model.model', 'mlm.onnx', A],
      ['transforms.attack.language-model.tokenizer', 't.json', undefined],
    ]);
    expect(document).toEqual({
      dataset: { path: '/local/dataset.path' },
      teacher: {
        model: '/local/teacher.model',
        tokenizer: {
          vocab: '/local/teacher.tokenizer.vocab',
          merges: '/local/teacher.tokenizer.merges',
        },
      },
      student: { outputs: '/local/student.outputs' },
      transforms: {
        attack: {
          'language-model': {
            model: '/local/transforms.attack.language-model.model',
            tokenizer: '/local/transforms.attack.language-model.tokenizer',
          },
        },
      },
    });
    expect(result.records[1]).toEqual({
      key: 'teacher.model',
      source: 'hf://org/t/model.onnx',
      resolved: 'hf://org/t/model.onnx#commit',
      sha256: B,
    });
    expect(result.records[0]!.resolved).toBe('d.jsonl');
  });

  it.each([
    [
      { teacher: { tokenizer: 't.json', outputs: 'o.npy', model: 'm.onnx', sha256: A } },
      'teacher.sha256: a bare sha256 pins the model, outputs or path beside it, and teacher has model and outputs; write sha256: { <key>: <digest> }',
    ],
    [
      { teacher: { model: 'm.onnx', sha256: { tokenizer: A } } },
      'teacher.sha256.tokenizer: there is no artifact teacher.tokenizer to pin',
    ],
    [
      { teacher: { model: 'm.onnx', sha256: { weights: A } } },
      'teacher.sha256.weights: there is no artifact teacher.weights to pin (artifact keys: dataset.path,',
    ],
    [
      { dataset: { path: 'd.jsonl', sha256: 12 } },
      'dataset.sha256: got 12; allowed: 64 hexadecimal',
    ],
    [
      { dataset: { path: 'd.jsonl', sha256: 'abc' } },
      'sha256 for artifact "dataset.path" must be 64 hexadecimal characters, got "abc"',
    ],
    [{ 'require-sha256': 'yes' }, 'require-sha256: got "yes"; allowed: true or false'],
  ])('refuses %j with one line', async (document, message) => {
    await expect(resolveConfigArtifacts(document, recorder().options)).rejects.toThrow(message);
  });

  it('require-sha256 refuses a remote artifact without a pin, and lets local files and pinned ones through', async () => {
    const pinned = {
      'require-sha256': true,
      dataset: { path: 'd.jsonl' },
      teacher: { model: 'https://example.org/t.onnx', sha256: A },
    };
    await resolveConfigArtifacts(pinned, recorder().options);
    expect(pinned).not.toHaveProperty('require-sha256');

    for (const source of ['hf://org/s/model.onnx', 'github-release:org/s@v1/model.onnx']) {
      const { calls, options } = recorder();
      await expect(
        resolveConfigArtifacts({ 'require-sha256': true, student: { model: source } }, options),
      ).rejects.toThrow(
        `student.model: require-sha256 is set and ${source} has no sha256; pin it with sha256 beside it in the config (or the action's artifact-sha256 input)`,
      );
      expect(calls).toEqual([]);
    }
    const { options } = recorder({ requireSha256: true });
    await expect(
      resolveConfigArtifacts({ student: { model: 'https://example.org/s.onnx' } }, options),
    ).rejects.toThrow('require-sha256 is set');
  });

  it('takes pins from the inputs too, and refuses two different ones for one key', async () => {
    const { calls, options } = recorder({ pinned: new Map([['teacher.model', B]]) });
    await resolveConfigArtifacts({ teacher: { model: 't.onnx', sha256: B } }, options);
    expect(calls).toEqual([['teacher.model', 't.onnx', B]]);
    await expect(
      resolveConfigArtifacts(
        { teacher: { model: 't.onnx', sha256: A } },
        recorder({ pinned: new Map([['teacher.model', B]]) }).options,
      ),
    ).rejects.toThrow(
      `teacher.model: two different sha256 given, ${B} by an input and ${A} in the config; keep one`,
    );
  });

  it('collects the warnings of moving Hub revisions', async () => {
    const { options } = recorder();
    const result = await resolveConfigArtifacts(
      { student: { model: 'hf://org/s/model.onnx' } },
      {
        ...options,
        resolve: async () => ({ path: '/x', sha256: A, fromCache: false, warning: 'pin it' }),
      },
    );
    expect(result.warnings).toEqual(['pin it']);
  });
});
