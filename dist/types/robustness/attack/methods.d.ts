/**
 * The registry of attack methods: one descriptor each (its search, budgets,
 * the batch `plan` sizes its steps by, what the report adds), beside the
 * facts config/names.ts keeps of it. A new method is its own file with its
 * descriptor, one line here and one in ATTACK_METHOD_FACTS.
 */
import type { AttackMethod } from '../../config/names.js';
import type { AttackMethodDescriptor } from './search.js';
export declare const ATTACK_METHOD_DESCRIPTORS: Record<AttackMethod, AttackMethodDescriptor>;
/** Inputs the schedule attacks side by side (their queries share batches); also the budget's granularity. */
export declare const ATTACK_GROUP = 16;
