import { describe, expect, it } from 'vitest';
import { parseSha256, parseSource, redactUrl } from '../../src/artifacts/source.js';
import { InputError } from '../../src/errors.js';

describe('parseSource', () => {
  it('reads workspace-relative and absolute paths', () => {
    expect(parseSource('models/student.onnx')).toEqual({
      kind: 'path',
      path: 'models/student.onnx',
    });
    expect(parseSource('/abs/teacher.onnx')).toEqual({ kind: 'path', path: '/abs/teacher.onnx' });
  });

  it('reads https and http URLs', () => {
    const parsed = parseSource('https://example.com/m/model.onnx?x=1');
    expect(parsed.kind).toBe('url');
    expect(parsed.kind === 'url' && parsed.url.href).toBe('https://example.com/m/model.onnx?x=1');
    expect(parseSource('http://example.com/a').kind).toBe('url');
  });

  it('reads GitHub release assets, with a tag that contains slashes', () => {
    expect(parseSource('github-release:octo-org/models.v2@v1.2.0/student.onnx')).toEqual({
      kind: 'github-release',
      owner: 'octo-org',
      repo: 'models.v2',
      tag: 'v1.2.0',
      asset: 'student.onnx',
    });
    expect(parseSource('github-release:o/r@release/2025-01/tok.json')).toMatchObject({
      tag: 'release/2025-01',
      asset: 'tok.json',
    });
  });

  it('rejects a malformed release source with the expected form in the message', () => {
    expect(() => parseSource('github-release:o/r/student.onnx')).toThrow(
      'artifact source "github-release:o/r/student.onnx" is not a GitHub release asset; expected github-release:owner/repo@tag/asset-name',
    );
  });

  it('rejects other URL schemes and empty sources', () => {
    expect(() => parseSource('ftp://host/file')).toThrow(InputError);
    expect(() => parseSource('ftp://host/file')).toThrow(/uses ftp; only https/);
    expect(() => parseSource('  ')).toThrow(InputError);
  });
});

describe('redactUrl', () => {
  it('drops the query string, fragment and user info', () => {
    expect(redactUrl('https://user:pw@host.example/a/b.onnx?sig=SECRET&se=1#frag')).toBe(
      'https://host.example/a/b.onnx',
    );
  });
});

describe('parseSha256', () => {
  const hex = 'AB'.repeat(32);
  it('accepts upper case and a sha256: prefix, returning lower case', () => {
    expect(parseSha256(hex, 's')).toBe('ab'.repeat(32));
    expect(parseSha256(`sha256:${hex}`, 's')).toBe('ab'.repeat(32));
  });
  it('rejects anything but 64 hex digits, naming the source and value', () => {
    expect(() => parseSha256('abc', 'model.onnx')).toThrow(
      'sha256 for artifact "model.onnx" must be 64 hexadecimal characters, got "abc"',
    );
  });
});
