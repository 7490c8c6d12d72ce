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
/**
 * The code of the functions with the given ids: for codexglue-bcb from the
 * functions file (its `idx`), else from the dataset's rows (`fields.id`,
 * `fields.code`; every row, whatever the selection). Reads until all are
 * found; an id the data lacks is absent from the map.
 */
export declare function readFunctionsById(config: DatasetConfig, ids: ReadonlySet<string>): Promise<Map<string, string>>;
