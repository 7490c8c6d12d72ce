import { createHash } from 'node:crypto';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryDigest } from '../../src/store/entry-digest.js';
import { decodeManifest, encodeManifest } from '../../src/store/manifest.js';
import { tempDir } from '../servers/env.js';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('manifest');
});
afterEach(() => tmp.remove());

describe('entryDigest', () => {
  it('is the sha256 of each path as index, kind, name and bytes (computed here by hand)', async () => {
    const file = path.join(tmp.dir, 'a.bin');
    writeFileSync(file, Buffer.from([1, 2, 3]));
    const expected = createHash('sha256')
      .update('file\u00000\u00003\u0000')
      .update(Buffer.from([1, 2, 3]))
      .update('absent\u00001\u0000')
      .digest('hex');
    expect(await entryDigest([file, path.join(tmp.dir, 'missing')])).toBe(expected);
  });

  it('changes with a byte, a member, a name or a link target, and never follows a link', async () => {
    const root = path.join(tmp.dir, 'install');
    mkdirSync(path.join(root, 'lib'), { recursive: true });
    writeFileSync(path.join(root, 'lib', 'addon.node'), 'native');
    symlinkSync('lib/addon.node', path.join(root, 'link'));
    const digests = [await entryDigest([root])];
    writeFileSync(path.join(root, 'lib', 'addon.node'), 'nativE');
    digests.push(await entryDigest([root]));
    writeFileSync(path.join(root, 'lib', 'extra.js'), '');
    digests.push(await entryDigest([root]));
    symlinkSync('/etc/passwd', path.join(root, 'outside'));
    digests.push(await entryDigest([root]));
    expect(new Set(digests).size).toBe(4);
    // The same tree elsewhere has the same digest: names are relative to each path.
    const copy = path.join(tmp.dir, 'copy');
    mkdirSync(path.join(copy, 'lib'), { recursive: true });
    writeFileSync(path.join(copy, 'lib', 'addon.node'), 'nativE');
    writeFileSync(path.join(copy, 'lib', 'extra.js'), '');
    symlinkSync('lib/addon.node', path.join(copy, 'link'));
    symlinkSync('/etc/passwd', path.join(copy, 'outside'));
    expect(await entryDigest([copy])).toBe(digests[3]);
  });
});

describe('the manifest file', () => {
  const run = { id: '601', attempt: '1', commit: 'c'.repeat(40) };
  const a = 'a'.repeat(64);
  const b = 'b'.repeat(64);

  it('round-trips, vouching for exactly the digests it lists under each key', () => {
    const text = encodeManifest(
      run,
      new Map([
        ['k2', { archive: b, files: a }],
        ['k1', { archive: a, files: b }],
      ]),
    );
    expect(text.indexOf('"k1"')).toBeLessThan(text.indexOf('"k2"'));
    const manifest = decodeManifest(text);
    if (typeof manifest === 'string') throw new Error(manifest);
    expect(manifest.run).toEqual(run);
    expect(manifest.size).toBe(2);
    expect(manifest.entryOf('k2')).toEqual({ archive: b, files: a });
    // What is vouched for on disk is the files' digest, never the archive's.
    expect(manifest.vouches('k2', a)).toBe(true);
    expect(manifest.vouches('k2', b)).toBe(false);
    expect(manifest.vouches('k3', a)).toBe(false);
    expect(manifest.entryOf('k3')).toBeNull();
  });

  const entries = (value: unknown) =>
    JSON.stringify({ format: 'metacompress-manifest-2', run, entries: { k: value } });

  it.each([
    ['[]', 'not a metacompress-manifest-2 file'],
    [
      // A manifest of the format before archives were recorded vouches for nothing.
      `{"format": "metacompress-manifest-1", "run": ${JSON.stringify(run)}, "entries": {"k": "${a}"}}`,
      'not a metacompress-manifest-2 file',
    ],
    [
      '{"format": "metacompress-manifest-2", "entries": {}}',
      'it names no run (id, attempt, commit)',
    ],
    [
      `{"format": "metacompress-manifest-2", "run": ${JSON.stringify(run)}, "entries": []}`,
      'it lists no entries',
    ],
    [entries(a), 'its entry "k" has no sha256 of its archive'],
    [entries({ archive: `sha256:${a}`, files: a }), 'its entry "k" has no sha256 of its archive'],
    [entries({ archive: a }), 'its entry "k" has no sha256 of its files'],
    [entries(null), 'its entry "k" has no sha256 of its archive'],
  ])('refuses %s: %s', (text, why) => {
    expect(decodeManifest(text)).toBe(why);
  });
});
