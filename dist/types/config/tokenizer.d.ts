import { type Resolve, type Section } from './section.js';
import type { TokenizerConfig } from './types.js';
export declare function readTokenizer(s: Section, resolve: Resolve): TokenizerConfig | null;
