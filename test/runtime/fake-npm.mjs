#!/usr/bin/env node
// A stand-in for `npm ci --prefix <dir>` (from <dir>'s package.json and
// package-lock.json) and `npm install --no-save --prefix <dir> onnxruntime-node@<version>`
// that works offline and fast: it copies the project's own
// node_modules/onnxruntime-node and onnxruntime-common into <dir>/node_modules,
// as npm would lay them out (a copy-on-write clone where the file system has
// one). Not hard links: a new link changes the ctime every link of the file
// shares, so a test file installing while another tars its install made tar
// fail with "file changed as we read it", and the cache save was skipped. Only the arguments provideOnnxRuntime passes are
// understood; anything else fails like npm does.
//
// The postinstall (onnxruntime-node's script/install.js) is imitated the way
// npm 11.19 runs it: skipped under --ignore-scripts, skipped with a warning
// unless <prefix>/package.json approves it in "allowScripts", and otherwise
// driven by ONNXRUNTIME_NODE_INSTALL ('cuda12' adds the CUDA provider files;
// here they are placeholders that onnxruntime cannot load, as on a runner
// whose CUDA stack is missing).
//
// Environment (set for the fake alone by the command helpers.ts's fakeNpm
// builds, `env NAME=value node fake-npm.mjs`: the npm child gets only an
// allow-list of its parent's environment):
//   FAKE_NPM_LOG            append one JSON line per call:
//                           { argv, lockfile: { version, integrity } of onnxruntime-node
//                             for npm ci (else null), install, cwd, scripts: 'ignored'|'blocked'|'ran',
//                             secrets: the names of INPUT_*, ACTIONS_*, *TOKEN*, *KEY*,
//                             *SECRET*, *_PAT and SSH_AUTH_SOCK variables it was given
//                             (the action gives none) }
//   FAKE_NPM_FAIL_ON        fail (exit 1) when the postinstall runs with
//                           ONNXRUNTIME_NODE_INSTALL equal to this, the way it
//                           fails when NuGet is unreachable
//   FAKE_NPM_BLOCK_SCRIPTS  '1': never run install scripts (ignore-scripts=true
//                           in the user's npm config)
//   FAKE_NPM_DELAY_MS       wait this long after each package is laid out, the
//                           way a download takes time (concurrency tests)
import {
  appendFileSync,
  constants,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sourceModules = path.resolve(here, '..', '..', 'node_modules');
const args = process.argv.slice(2);
const install = process.env.ONNXRUNTIME_NODE_INSTALL;

function fail(message) {
  process.stderr.write(`npm error ${message}\n`);
  process.exit(1);
}

const prefixAt = args.indexOf('--prefix');
const prefix = prefixAt >= 0 ? args[prefixAt + 1] : undefined;
const command = args[0];
const specs = args.filter((a, i) => !a.startsWith('-') && i !== prefixAt + 1 && a !== command);
const available = JSON.parse(
  readFileSync(path.join(sourceModules, 'onnxruntime-node', 'package.json'), 'utf8'),
).version;
let lockfile = null;
if (command === 'ci' && prefix && specs.length === 0) {
  // As npm ci: the manifest's dependencies must be the lockfile's, and what is laid out is the
  // lockfile's version of each package, which carries its integrity.
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(prefix, file), 'utf8'));
    } catch {
      fail(
        `code EUSAGE\nnpm error The \`npm ci\` command can only install with an existing ${file}`,
      );
    }
  };
  const manifest = read('package.json');
  const lock = read('package-lock.json');
  if (JSON.stringify(manifest.dependencies) !== JSON.stringify(lock.packages?.['']?.dependencies)) {
    fail(
      'code EUSAGE\nnpm error `npm ci` can only install packages when your package.json and package-lock.json are in sync',
    );
  }
  const locked = lock.packages['node_modules/onnxruntime-node'];
  if (locked?.version !== available) {
    fail(
      `code ETARGET\nnpm error notarget No matching version found for onnxruntime-node@${locked?.version}.`,
    );
  }
  lockfile = { version: locked.version, integrity: locked.integrity ?? null };
} else if (command !== 'install' || !args.includes('--no-save') || !prefix || specs.length !== 1) {
  fail(`fake npm does not understand: ${args.join(' ')}`);
} else {
  const [name, version] = specs[0].split('@');
  if (name !== 'onnxruntime-node' || version !== available) {
    fail(`code ETARGET\nnpm error notarget No matching version found for ${specs[0]}.`);
  }
}

function copyTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(src, dest);
    else copyFileSync(src, dest, constants.COPYFILE_FICLONE);
  }
}

function scriptsApproved() {
  try {
    const manifest = JSON.parse(readFileSync(path.join(prefix, 'package.json'), 'utf8'));
    return manifest.allowScripts?.['onnxruntime-node'] === true;
  } catch {
    return false;
  }
}

const packageDir = path.join(prefix, 'node_modules', 'onnxruntime-node');
for (const pkg of ['onnxruntime-node', 'onnxruntime-common']) {
  copyTree(path.join(sourceModules, pkg), path.join(prefix, 'node_modules', pkg));
  // Midway, as a real install is while it downloads: other processes can interleave.
  const delay = Number(process.env.FAKE_NPM_DELAY_MS ?? 0);
  if (delay > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delay);
}

const scripts =
  args.includes('--ignore-scripts') || process.env.FAKE_NPM_BLOCK_SCRIPTS === '1'
    ? 'ignored'
    : scriptsApproved()
      ? 'ran'
      : 'blocked';
if (process.env.FAKE_NPM_LOG) {
  appendFileSync(
    process.env.FAKE_NPM_LOG,
    `${JSON.stringify({
      argv: args,
      lockfile,
      install: install ?? null,
      cwd: process.cwd(),
      scripts,
      secrets: Object.keys(process.env).filter((k) =>
        /^(INPUT_|ACTIONS_)|TOKEN|KEY|SECRET|_PAT$|^SSH_AUTH_SOCK$/i.test(k),
      ),
    })}\n`,
  );
}

if (scripts === 'ran' && install !== 'skip') {
  if (install !== undefined && install === process.env.FAKE_NPM_FAIL_ON) {
    fail(
      `code 1\nnpm error path ${packageDir}\nnpm error command failed\n` +
        'npm error Error: getaddrinfo ENOTFOUND api.nuget.org',
    );
  }
  if (install === 'cuda12') {
    const bin = path.join(packageDir, 'bin', 'napi-v6', 'linux', 'x64');
    for (const lib of [
      'libonnxruntime_providers_cuda.so',
      'libonnxruntime_providers_shared.so',
      'libonnxruntime_providers_tensorrt.so',
    ]) {
      writeFileSync(path.join(bin, lib), 'placeholder, not a shared library\n');
    }
  }
}
process.stdout.write(`\nadded 2 packages in 0.1s\n`);
if (scripts === 'blocked') {
  process.stderr.write(
    'npm warn install-scripts 1 package has install scripts not yet covered by allowScripts:\n' +
      'npm warn install-scripts   onnxruntime-node (postinstall: node ./script/install)\n',
  );
}
