/**
 * Batches the model calls of many concurrent searches into one `score()` call.
 *
 * Each attack on one input is written as a plain sequential search that
 * awaits its own small batches of variants; run side by side through a
 * ScoreCoalescer, their requests are gathered until every running search is
 * waiting, then scored in one call, so the model sees large length-bucketed
 * batches through the same inference path as the gate itself.
 */
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';

export interface Scored {
  /** [examples, cols] probabilities, in the order asked. */
  data: Float64Array;
  cols: number;
}

interface Request {
  examples: readonly Example[];
  resolve: (scored: Scored) => void;
  reject: (error: unknown) => void;
}

export class ScoreCoalescer {
  private waiting: Request[] = [];
  private running = 0;
  /** Calls made to the underlying source. */
  calls = 0;

  constructor(private readonly source: ProbabilitySource) {}

  /** Runs the searches side by side; their `score` calls are batched together. */
  async all<T>(searches: readonly (() => Promise<T>)[]): Promise<T[]> {
    this.running += searches.length;
    return Promise.all(
      searches.map(async (search) => {
        try {
          return await search();
        } finally {
          this.running -= 1;
          this.flushWhenAllWait();
        }
      }),
    );
  }

  /** Scores examples for one search; resolves when the whole gathered batch is scored. */
  score(examples: readonly Example[]): Promise<Scored> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ examples, resolve, reject });
      this.flushWhenAllWait();
    });
  }

  private flushWhenAllWait(): void {
    if (this.waiting.length === 0 || this.waiting.length < this.running) return;
    const requests = this.waiting;
    this.waiting = [];
    void this.flush(requests);
  }

  private async flush(requests: Request[]): Promise<void> {
    try {
      this.calls += 1;
      const { data, cols } = await this.source.score(requests.flatMap((r) => r.examples));
      let offset = 0;
      for (const request of requests) {
        const n = request.examples.length;
        request.resolve({ data: data.slice(offset * cols, (offset + n) * cols), cols });
        offset += n;
      }
    } catch (error) {
      for (const request of requests) request.reject(error);
    }
  }
}
