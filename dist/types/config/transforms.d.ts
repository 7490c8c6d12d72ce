import { type Section } from './section.js';
import { type TransformsConfig } from './types.js';
export declare function readTransforms(root: Section, resolve: (p: string) => string): TransformsConfig | null;
