/**
 * CODA's identifiers as its reference code lists and renames them
 * (`coda-identifiers: reference`; tianzhaotju/CODA
 * python_parser/run_parser.py, get_identifiers and get_example). Pure.
 *
 * get_identifiers lists every token of the code (comments and strings
 * removed) that is a valid name and none of its reserved words and standard
 * library names: locals and parameters, but also the function's own name,
 * the functions it calls, types, struct fields, globals and macros. A name
 * some occurrence of is followed by `(` is a function name, any other a
 * variable name. get_example renames by replacing every token equal to the
 * name, wherever it is: a callee, a type or a field renamed so no longer
 * names what it named, so such a variant may not compile (the port's
 * default, `locals`, renames the transformations module's locals and
 * parameters instead, which keeps the meaning).
 */
import { type TransformLanguage } from '../../transforms/index.js';
/** get_identifiers' two lists, each in order of first appearance (the reference's sets have none). */
export interface ReferenceIdentifiers {
    variables: string[];
    functions: string[];
}
/**
 * The identifiers the reference lists in `code`: every listed name token,
 * a function name where some occurrence is followed by `(`.
 *
 * @example
 * referenceIdentifiers('int f(Node *n) { return g(n->len); }', 'c');
 * // { variables: ['Node', 'n', 'len'], functions: ['f', 'g'] }
 */
export declare function referenceIdentifiers(code: string, language: TransformLanguage): ReferenceIdentifiers;
/** Every name the reference lists in `code`, variables first (get_identifiers' order of use). */
export declare function referenceNames(code: string, language: TransformLanguage): string[];
/**
 * `code` with every token equal to a key of `mapping` replaced by its value
 * in one pass (get_example, get_example_batch: the tokens' text, not what
 * they name); comments, strings and characters are left as they are. Null
 * when a rename would merge two names or leave the language (the
 * transformations module refuses the same for a local): a new name that is
 * not a valid, non-reserved name, that the code already uses, or that two
 * keys share; or when nothing changes.
 */
export declare function replaceNames(code: string, mapping: ReadonlyMap<string, string>, language: TransformLanguage): string | null;
