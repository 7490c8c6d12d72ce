/**
 * Mirrors a relational comparison: `a < b` -> `b > a`, `a <= b` -> `b >= a`
 * (and back).
 *
 * The operands change places, so the order in which they are evaluated
 * changes: both must be free of side effects (isPure: no call, assignment,
 * increment; C: no macro, no volatile access). In Java an operand may also
 * throw (an unboxed null, an index out of bounds) and which of two throws
 * first shows in the exception: at least one operand must surely not throw.
 * An operand that is not an atom is put in parentheses: `c > a < b` would
 * group as `(c > a) < b`. C sites inside the arguments of a macro (which may
 * stringify or regroup them) are declined.
 */
import type { Transformation } from './context.js';
export declare const DECLINE_SIDE_EFFECTS = "an operand may have a side effect";
export declare const DECLINE_BOTH_MAY_THROW = "Java: both operands may throw";
export declare const flipRelations: Transformation;
