/**
 * Rearranges local declarations:
 *
 *   int a = 1, *b;          <->   int a = 1; int *b;          (split / merge)
 *   int x; ...; x = e;      ->    ...; int x = e;             (moved to first use)
 *
 * Split and merge keep the declarators in order, so initializers run in the
 * same order and each sees the same names (a declarator is in scope from its
 * end, C11 6.2.1 / JLS 6.3, and consecutive declarations are sequenced like
 * declarators). The specifiers are repeated as written: a declaration whose
 * type defines a struct, union or enum is declined (repeated, it would
 * define two distinct types), and so is one with attributes. Java `var`
 * allows one declarator only: never merged.
 *
 * Moving: a declaration of one name without initializer (C: not `static`,
 * `extern` or thread-local, whose meaning an initializer changes; Java: not
 * `final`, which could make the local a constant variable), whose name no
 * statement before the first use mentions, joins that use when the use is
 * `x = e;` in the same block and `e` does not mention `x`. The local then
 * exists from the same point of every path that can read it. Declined in C
 * where a statement in between holds a preprocessor directive or a macro of
 * the unit names `x`.
 */
import type { Transformation } from './context.js';
export declare const DECLINE_TYPE_DEFINITION = "the declaration defines a struct, union or enum type or has attributes";
export declare const DECLINE_MOVE_MACRO = "C: a macro or directive may name the local before its first use";
export declare const rearrangeDeclarations: Transformation;
