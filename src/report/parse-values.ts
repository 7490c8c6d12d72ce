/** The shapes every reader of a Report from outside tests its values for (parse.ts and its sections). */

export type Plain = Record<string, unknown>;

export function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isCount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}
