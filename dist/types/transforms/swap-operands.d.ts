import type { Transformation } from './context.js';
export declare const DECLINE_MACRO_ARGUMENTS = "C: inside the arguments of a macro of the unit";
export declare const DECLINE_UNKNOWN_CALLEE = "C: inside the arguments of a callee the code does not declare (it may be a macro)";
export declare const DECLINE_MAYBE_FIELD = "Java: + on a name that a field of a class declared in the method may hide";
export declare const swapOperands: Transformation;
