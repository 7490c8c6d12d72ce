import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The shared data folder beside the checkout (real data sets and models; never
 * copied into the repository). Tests that need it skip when it is absent.
 */
export const sharedDir = path.resolve(repoRoot, '..', 'shared');
export const hasShared = existsSync(path.join(sharedDir, 'data'));
export const sharedSkipNote = `skipped: ${sharedDir} (real data and models) is absent`;
if (!hasShared) console.warn(`[metacompress tests] ${sharedSkipNote}`);
