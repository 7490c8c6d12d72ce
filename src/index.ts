/** The action's entry point (dist/index.js): everything happens in run(). */
import { run } from './main.js';

void run();
