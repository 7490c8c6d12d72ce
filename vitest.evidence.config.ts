import { defineConfig } from 'vitest/config';
import { COMMON, EVIDENCE } from './vitest.config.js';

/** `npm run test:evidence`: the long evidence runs that `npm test` leaves out (vitest.config.ts). */
export default defineConfig({ test: { ...COMMON, include: EVIDENCE } });
