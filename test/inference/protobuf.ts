/** Protobuf by hand, for graphs a test encodes: base-128 varints, a tag (field << 3 | wire type) and its payload. */
export const base128 = (value: number): number[] =>
  value < 128 ? [value] : [(value % 128) | 128, ...base128(Math.floor(value / 128))];
export const varint = (field: number, value: number) => [field << 3, ...base128(value)];
export const bytes = (field: number, payload: number[]) => [
  (field << 3) | 2,
  ...base128(payload.length),
  ...payload,
];
export const str = (field: number, value: string) => bytes(field, [...Buffer.from(value)]);
