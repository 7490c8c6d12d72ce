/**
 * The run's time limit (docs/spec.md §4.6): the work begun when it passes
 * ends at its next clean stop (a chunk of rows, an attack's group of
 * inputs), the work not begun is left out, and each part left out is named
 * for the report.
 */
export class Deadline {
  /** What was left out, in the order it was, one phrase each. */
  readonly notRun: string[] = [];
  private readonly at: number;

  /**
   * @param seconds - the limit; null: none.
   * @param now - the clock in milliseconds (tests pass their own).
   */
  constructor(
    readonly seconds: number | null,
    readonly now: () => number,
  ) {
    this.at = seconds === null ? Infinity : now() + seconds * 1000;
  }

  /** The clock reading at which the limit passes (Infinity without a limit). */
  get stopAt(): number {
    return this.at;
  }

  passed(): boolean {
    return this.now() > this.at;
  }

  /** Records a part the limit left out. */
  leftOut(what: string): void {
    this.notRun.push(what);
  }

  /** Whether the limit cut the run short (something was left out). */
  get reached(): boolean {
    return this.notRun.length > 0;
  }
}
