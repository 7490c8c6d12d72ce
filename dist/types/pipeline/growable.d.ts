/** A growable float64 buffer, so probabilities of a streamed dataset need no second pass. */
export declare class Growable {
    private buffer;
    length: number;
    push(values: Float64Array): void;
    values(): Float64Array;
}
