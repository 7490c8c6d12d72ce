/**
 * Names a transformation must never introduce as a new local variable.
 */
import type { TransformLanguage } from './parser.js';
/** True when `name` may not be used as a new local variable name. */
export declare function isReservedName(language: TransformLanguage, name: string): boolean;
/** True when `name` is a plain ASCII identifier of the language and not reserved. */
export declare function isValidNewName(language: TransformLanguage, name: string): boolean;
