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
import type { TransformContext, Transformation } from './context.js';
import {
  applySites,
  DECLINE_C_MACRO,
  DECLINE_C_MACRO_ARGUMENTS,
  insideMacroCall,
  isPure,
  mentionsMacro,
  parenthesize,
  type Site,
  surelyNoThrow,
} from './site-rules.js';
import { binaryParts, walk } from './syntax-tree.js';

const MIRROR: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

export const DECLINE_SIDE_EFFECTS = 'an operand may have a side effect';
export const DECLINE_BOTH_MAY_THROW = 'Java: both operands may throw';

export const flipRelations: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      const parts = binaryParts(node);
      if (parts === undefined) return true;
      const { left, right, operator } = parts;
      const mirrored = MIRROR[operator.type];
      if (mirrored === undefined) return true;
      if (context.language === 'c') {
        if ([left, right].some((o) => mentionsMacro(context, scopes, o))) {
          declined.push(DECLINE_C_MACRO);
          return true;
        }
        if (insideMacroCall(context, scopes, node)) {
          declined.push(DECLINE_C_MACRO_ARGUMENTS);
          return true;
        }
      }
      if (!isPure(context, scopes, left) || !isPure(context, scopes, right)) {
        declined.push(DECLINE_SIDE_EFFECTS);
        return true;
      }
      if (
        context.language === 'java' &&
        !surelyNoThrow(context, scopes, left) &&
        !surelyNoThrow(context, scopes, right)
      ) {
        declined.push(DECLINE_BOTH_MAY_THROW);
        return true;
      }
      const before = context.source.slice(left.end, operator.start);
      const after = context.source.slice(operator.end, right.start);
      sites.push({
        node,
        replace: (render) =>
          `${parenthesize(render(right), right)}${before}${mirrored}${after}${parenthesize(render(left), left)}`,
      });
      return true;
    });
  }
  return applySites(context, sites, declined);
};
