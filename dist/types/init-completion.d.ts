import { type Found } from './init-files.js';
/** A model file init found, its tokenizer and reference encoding beside it. */
export interface Located {
    model: Found;
    tokenizer: Found | null;
    reference: Found | null;
}
/**
 * Whether an ONNX file is a causal language model: its inputs and its
 * `logits` output as causalLayoutProblem reads them. A file that is not an
 * ONNX graph is not one (the classifier's path says why it cannot be read).
 */
export declare function isCausalLm(file: string): Promise<boolean>;
/**
 * One config gates one kind of model.
 * @throws InputError naming a causal language model and a file of the other kind.
 */
export declare function refuseMixed(causal: string, other: string, otherIsOutputs: boolean): never;
/**
 * The config's task, model and completion sections for causal LMs:
 * `teacher` when given (--teacher), else chosen among the students' files;
 * one student is `student:`, several a `students:` map named after their
 * files. `dataset` is the lines of the dataset section, `code` the first
 * row's code (null when there is none).
 */
export declare function completionSections(students: readonly Located[], given: Located | null, dataset: readonly string[], code: string | null): Promise<string[]>;
