#!/usr/bin/env node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../dist/lib/index.js';

process.exitCode = await runCli(process.argv.slice(2), {
  packageRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  fileExists: existsSync,
  debug: Boolean(process.env.METACOMPRESS_DEBUG),
  env: process.env,
});
