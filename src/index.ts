/** The action's entry point (dist/index.js): everything happens in run(). */
import { run } from './main.js';

// Exit once run() is done: a cache call given up on (src/cache.ts) may still
// hold a socket or a retry timer, and the step must not wait for it.
void run().then(() => process.exit());
