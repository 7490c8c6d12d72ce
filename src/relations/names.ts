import type { Rate, RelationName, Relations } from './types.js';

/** The four relations in report order. */
export const RELATION_NAMES: readonly RelationName[] = ['MR1', 'MR2', 'MR3', 'MR4'];

/** Where each relation sits in a Relations object (and in a Report's `relations`). */
export const RELATION_KEYS = {
  MR1: 'mr1',
  MR2: 'mr2',
  MR3: 'mr3',
  MR4: 'mr4',
} as const satisfies Record<RelationName, keyof Relations>;

/** The violation rate of one relation. */
export function relationRate(relations: Relations, name: RelationName): Rate {
  return relations[RELATION_KEYS[name]];
}
