import type { DatasetConfig } from '../config/types.js';
import { type Example, type ReadStats } from './types.js';
/**
 * Streams the usable examples of a dataset in file order, filling `stats` as
 * it goes. Rows dropped (selection, missing pair functions) still advance the
 * row counter, so `Example.row` always indexes the file as written. Stops after
 * `limit` usable rows.
 */
export declare function readDataset(config: DatasetConfig, stats?: ReadStats): AsyncGenerator<Example>;
/**
 * Counts the rows of the dataset file as written (for checking precomputed
 * outputs against it), without parsing the code.
 */
export declare function countDatasetRows(config: DatasetConfig): Promise<number>;
