/**
 * A model's probabilities remembered by the digest of the input's texts, so
 * that an input scored once is never run again: within a run (an attack
 * revisits a variant, the adversarial relations re-score what a search
 * found) and, for the teacher, between runs (its robustness side restored
 * from the cache). Keyed by content, an entry can only ever answer for the
 * exact text it was computed on.
 */
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { CachedScores } from './types.js';
import { sha256Hasher } from '../hash.js';

const DIGEST_BYTES = 32;

/** sha256 of an input's texts (each function's length, then its text: no two inputs collide by joining). */
export function inputDigest(texts: readonly string[]): string {
  const hash = sha256Hasher();
  for (const text of texts) hash.update(`${text.length}:`).update(text);
  return hash.digest('hex');
}

export class ScoreMemo {
  private readonly known = new Map<string, Float64Array>();
  /** Digests restored from the cache: an answer from these is "from the cache". */
  private readonly restored = new Set<string>();
  /** The inputs restored entries answered, by digest: what a spot check of them re-scores. */
  private readonly answered = new Map<string, Example>();
  private cols: number | null;
  /** Scorings answered by entries restored from the cache. */
  fromCache = 0;
  /** Scorings answered by entries computed earlier in this run. */
  fromRun = 0;
  /** Scorings that ran the model. */
  computed = 0;

  constructor(restored: CachedScores | null = null) {
    this.cols = restored?.cols ?? null;
    if (restored === null) return;
    const n = restored.digests.length / DIGEST_BYTES;
    for (let i = 0; i < n; i++) {
      const digest = Buffer.from(
        restored.digests.subarray(i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES),
      ).toString('hex');
      this.known.set(digest, restored.probs.slice(i * restored.cols, (i + 1) * restored.cols));
      this.restored.add(digest);
    }
  }

  /** Entries held (restored and computed). */
  get size(): number {
    return this.known.size;
  }

  /** Entries computed in this run (what a save would add). */
  get added(): number {
    return this.known.size - this.restored.size;
  }

  /**
   * `inner` behind the memo: each call scores only the inputs the memo does
   * not hold (distinct ones once), in one call to the model, so batches stay
   * as large as the caller made them. `inner` is asked for only when a call
   * has something to compute: a fully cached teacher is never opened.
   */
  source(inner: () => Promise<ProbabilitySource>): ProbabilitySource & { opened: boolean } {
    let model: ProbabilitySource | null = null;
    const { known, restored, answered } = this;
    const count = (computed: number, fromCache: number, fromRun: number) => {
      this.computed += computed;
      this.fromCache += fromCache;
      this.fromRun += fromRun;
    };
    const setCols = (cols: number) => {
      if (this.cols !== null && cols !== this.cols) {
        throw new RangeError(
          `the model gave ${cols} classes where its remembered scores have ${this.cols}`,
        );
      }
      this.cols = cols;
    };
    return {
      get opened() {
        return model !== null;
      },
      get elapsedMs() {
        return model?.elapsedMs ?? 0;
      },
      get tokens() {
        return model?.tokens ?? 0;
      },
      get renormalised() {
        return model?.renormalised ?? 0;
      },
      async score(examples) {
        const digests = examples.map((e) => inputDigest(e.texts));
        const missing = new Map<string, Example>();
        digests.forEach((d, i) => {
          if (!known.has(d) && !missing.has(d)) missing.set(d, examples[i]!);
        });
        if (missing.size > 0) {
          model ??= await inner();
          const scored = await model.score([...missing.values()]);
          setCols(scored.cols);
          [...missing.keys()].forEach((d, i) =>
            known.set(d, scored.data.slice(i * scored.cols, (i + 1) * scored.cols)),
          );
        }
        const cols = examples.length === 0 ? 0 : known.get(digests[0]!)!.length;
        const out = new Float64Array(examples.length * cols);
        const computedHere = new Set(missing.keys());
        let computed = 0;
        let fromCache = 0;
        digests.forEach((d, i) => {
          out.set(known.get(d)!, i * cols);
          if (computedHere.delete(d)) computed += 1;
          else if (restored.has(d)) {
            fromCache += 1;
            answered.set(d, examples[i]!);
          }
        });
        count(computed, fromCache, examples.length - computed - fromCache);
        return { data: out, cols };
      },
    };
  }

  /** The inputs that restored entries answered so far, with their digests (each once). */
  restoredAnswers(): [string, Example][] {
    return [...this.answered];
  }

  /** The probabilities held for the input of this digest (inputDigest), if any. */
  probabilities(digest: string): Float64Array | undefined {
    return this.known.get(digest);
  }

  /**
   * Adds an entry kept in another cache entry (the teacher's attack outcomes
   * keep its probabilities on its adversarial examples), as restored; an
   * entry already held, or of another number of classes, is left as it is.
   */
  restore(digest: string, probs: Float64Array): void {
    if (this.known.has(digest) || (this.cols !== null && probs.length !== this.cols)) return;
    this.cols ??= probs.length;
    this.known.set(digest, probs);
    this.restored.add(digest);
  }

  /** Every entry, for the cache; null when nothing was scored. */
  toCached(): CachedScores | null {
    if (this.cols === null || this.known.size === 0) return null;
    const cols = this.cols;
    const digests = new Uint8Array(this.known.size * DIGEST_BYTES);
    const probs = new Float64Array(this.known.size * cols);
    let i = 0;
    for (const [digest, p] of this.known) {
      digests.set(Buffer.from(digest, 'hex'), i * DIGEST_BYTES);
      probs.set(p, i * cols);
      i += 1;
    }
    return { digests, probs, cols };
  }
}
