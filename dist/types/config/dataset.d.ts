import { type Resolve, type Section } from './section.js';
import type { DatasetConfig } from './types.js';
export declare function readDataset(s: Section, resolve: Resolve): DatasetConfig;
