/**
 * Reading one mapping of the raw config document, and the two rules every
 * section shares: what switches a setting off, and how a value is named in
 * a message.
 */
import { InputError } from '../errors.js';
import { closestName } from './did-you-mean.js';

type Plain = Record<string, unknown>;

/** Resolves a path of the config against the config file's folder. */
export type Resolve = (relative: string) => string;

/** The values that switch a setting off: null, "off" and false. */
export function isOff(value: unknown): boolean {
  return value === null || value === 'off' || value === false;
}

/** A value as a message names it: its JSON, or "a list" / "a mapping". */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}

/**
 * A view of one mapping in the raw config that remembers its dotted path, so
 * every message names the key, the bad value and what is allowed; and which
 * keys were read, so unknown keys can be named.
 */
export class Section {
  private readonly seen = new Set<string>();

  /**
   * @param family - every section of the same document (shared with the
   *   sections made from this one), so a typo anywhere can be named.
   */
  constructor(
    private readonly raw: Plain,
    readonly where: string,
    private readonly family: Section[] = [],
  ) {
    family.push(this);
  }

  static of(value: unknown, where: string, family: Section[] = []): Section {
    if (value === undefined || value === null) return new Section({}, where, family);
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new InputError(`${where}: expected a mapping of keys, got ${describe(value)}`);
    }
    return new Section(value as Plain, where, family);
  }

  /** A mapping inside this document (one not read through section()). */
  child(value: unknown, where: string): Section {
    return Section.of(value, where, this.family);
  }

  /**
   * Keys of the document, read so far, that look like a typo of a key that
   * was looked for and is absent ("teachr" where "teacher" was required):
   * named instead of the error their absence caused. Only typos of `fault`
   * (the key an error names), of a key inside it, or of a mapping holding it.
   */
  likelyTypos(fault: string): string[] {
    const related = (key: string) =>
      key === fault || key.startsWith(`${fault}.`) || fault.startsWith(`${key}.`);
    return this.family.flatMap((section) =>
      Object.keys(section.raw).flatMap((k) => {
        if (section.seen.has(k)) return [];
        const close = closestName(k, section.seen);
        if (close === null || section.raw[close] !== undefined) return [];
        if (!related(section.key(close))) return [];
        return [`${section.key(k)} (did you mean ${section.key(close)}?)`];
      }),
    );
  }

  key(name: string): string {
    return this.where ? `${this.where}.${name}` : name;
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined && this.raw[name] !== null;
  }

  get(name: string): unknown {
    this.seen.add(name);
    return this.raw[name];
  }

  section(name: string): Section {
    return this.child(this.get(name), this.key(name));
  }

  string(name: string, fallback: string): string;
  string(name: string, fallback: null): string | null;
  string(name: string, fallback: string | null): string | null {
    const value = this.get(name);
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new InputError(`${this.key(name)}: expected a string, got ${describe(value)}`);
    }
    return String(value);
  }

  /** One of `allowed`; `hints` says, for a value users mistake for one, which one they mean. */
  choice<T extends string>(
    name: string,
    allowed: readonly T[],
    fallback: T | null,
    hints: Readonly<Record<string, string>> = {},
  ): T {
    const value = this.get(name);
    if ((value === undefined || value === null) && fallback !== null) return fallback;
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      const got = value === undefined ? 'nothing' : describe(value);
      const hint =
        typeof value === 'string' && Object.hasOwn(hints, value) ? ` (${hints[value]})` : '';
      throw new InputError(`${this.key(name)}: got ${got}; allowed: ${allowed.join(', ')}${hint}`);
    }
    return value as T;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.get(name);
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') {
      throw new InputError(`${this.key(name)}: expected true or false, got ${describe(value)}`);
    }
    return value;
  }

  /** A number in [min, max] (integer when asked); null/"off" allowed when fallback is null-able. */
  number(
    name: string,
    fallback: number | null,
    range: { min: number; max: number; integer?: boolean; exclusiveMin?: boolean },
  ): number | null {
    const value = this.get(name);
    if (value === undefined) return fallback;
    if (isOff(value) && (fallback === null || range.min === -Infinity)) return null;
    const allowed =
      `${range.integer ? 'an integer' : 'a number'} in ` +
      `${range.exclusiveMin ? '(' : '['}${range.min}, ${range.max}]`;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new InputError(`${this.key(name)}: got ${describe(value)}; allowed: ${allowed}`);
    }
    const tooLow = range.exclusiveMin ? value <= range.min : value < range.min;
    if (tooLow || value > range.max || (range.integer && !Number.isInteger(value))) {
      throw new InputError(`${this.key(name)}: ${value} is out of range; allowed: ${allowed}`);
    }
    return value;
  }

  /** A ceiling: null, "off" or false switch it off; otherwise a number in [0, max]. */
  ceiling(name: string, fallback: number | null, max: number): number | null {
    if (isOff(this.get(name))) return null;
    return this.number(name, fallback, { min: 0, max });
  }

  /**
   * One name or a non-empty list of distinct names, each checked by `parse`
   * (which throws naming the bad item); absent or null: null, the caller's
   * default.
   */
  distinctList<T>(
    name: string,
    allowed: readonly string[],
    parse: (item: unknown) => T,
  ): T[] | null {
    const value = this.get(name);
    if (value === undefined || value === null) return null;
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || list.length === 0) {
      const got = Array.isArray(list) ? 'an empty list' : describe(value);
      throw new InputError(
        `${this.key(name)}: got ${got}; allowed: a non-empty list of ${allowed.join(', ')}`,
      );
    }
    const items = list.map(parse);
    const twice = items.find((item, i) => items.indexOf(item) !== i);
    if (twice !== undefined)
      throw new InputError(`${this.key(name)}: ${String(twice)} is given twice`);
    return items;
  }

  /**
   * Throws naming every key that was never read, with the closest known key
   * of this mapping when one is a likely typo ("did you mean").
   */
  rejectUnknown(): void {
    const unknown = Object.keys(this.raw).filter((k) => !this.seen.has(k));
    if (unknown.length === 0) return;
    const named = unknown.map((k) => {
      const close = closestName(k, this.seen);
      return close === null ? this.key(k) : `${this.key(k)} (did you mean ${this.key(close)}?)`;
    });
    const guessed = unknown.every((k) => closestName(k, this.seen) !== null);
    const known = guessed ? '' : ` (known here: ${[...this.seen].join(', ')})`;
    throw new InputError(
      `unknown config key${unknown.length > 1 ? 's' : ''}: ${named.join(', ')}${known}`,
    );
  }
}
