/** A growable float64 buffer, so probabilities of a streamed dataset need no second pass. */
export class Growable {
  private buffer = new Float64Array(1024);
  length = 0;

  push(values: Float64Array): void {
    if (this.length + values.length > this.buffer.length) {
      const next = new Float64Array(Math.max(this.buffer.length * 2, this.length + values.length));
      next.set(this.buffer.subarray(0, this.length));
      this.buffer = next;
    }
    this.buffer.set(values, this.length);
    this.length += values.length;
  }

  values(): Float64Array {
    return this.buffer.slice(0, this.length);
  }
}
