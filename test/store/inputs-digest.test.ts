import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { inputsDigest } from '../../src/store/inputs-digest.js';

describe('inputsDigest', () => {
  it('is the sha256 of the canonical JSON of format, file digests and rows', () => {
    const expected = createHash('sha256')
      .update('{"format":"jsonl","sha256":"ab","functionsSha256":null,"rows":[0,1,2]}')
      .digest('hex');
    expect(
      inputsDigest({ format: 'jsonl', sha256: 'ab', functionsSha256: null, rows: [0, 1, 2] }),
    ).toBe(expected);
    // Same value by Python: hashlib.sha256(b'{"format":"jsonl",...,"rows":[0,1,2]}').hexdigest()
    expect(expected).toBe('6d2041cb2aa90663752e13e50367c9f4a650b74ed5c3201b4034ffac47284664');
  });

  it('changes with the rows scored, their order, and the functions file', () => {
    const base = { format: 'codexglue-bcb', sha256: 'ab', functionsSha256: 'cd', rows: [0, 1, 2] };
    const digest = inputsDigest(base);
    expect(inputsDigest({ ...base, rows: [0, 1] })).not.toBe(digest);
    expect(inputsDigest({ ...base, rows: [0, 2, 1] })).not.toBe(digest);
    expect(inputsDigest({ ...base, functionsSha256: 'ce' })).not.toBe(digest);
    expect(inputsDigest({ ...base })).toBe(digest);
  });
});
