/**
 * What every transformation sees: the parsed unit, the scope analysis of each
 * of its functions, and the seeded random source.
 */
import type { ParsedUnit, TransformLanguage } from './parser.js';
import type { Random } from './random.js';
import type { Replacement } from './rewrite.js';
import type { FunctionScopes, UnitFacts } from './scopes/index.js';
import type { SyntaxNode } from './syntax-tree.js';
export interface TransformContext {
    readonly language: TransformLanguage;
    readonly unit: ParsedUnit;
    /** `unit.source`: offsets of every node index into it. */
    readonly source: string;
    readonly functions: readonly FunctionScopes[];
    /** What the whole unit declares (C: its macros). */
    readonly facts: UnitFacts;
    readonly random: Random;
    /**
     * Every site written in its long form and none back (`a op= b` ->
     * `a = a op (b)`, `i++` -> `i = i + 1`): CODA's R3 as its reference code
     * rewrites, instead of a seeded half of the sites both ways.
     */
    readonly longFormOnly: boolean;
    /**
     * The text of another input (of the other label) that misleading-comment
     * quotes; null: it writes a misleading hint instead. Other kinds ignore it.
     */
    readonly donor: string | null;
    /** literal-variable: the names its new variables take, in order (CODA: its references' names). */
    readonly newNames: readonly string[];
}
/**
 * What a transformation chose: the replacements (the caller renders and
 * checks them), and one reason for every site it declined because changing
 * it could change what the program does.
 */
export interface Transformed {
    readonly replacements: Map<SyntaxNode, Replacement>;
    readonly declined: readonly string[];
    /** Sites the rules accepted (declined ones not counted), where the kind counts them. */
    readonly sites?: number;
    /** Accepted sites chosen for this seed. */
    readonly applied?: number;
}
export type Transformation = (context: TransformContext) => Transformed;
