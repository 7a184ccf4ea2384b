// `npm start`: build what changed, then serve. It says what it is doing at each step (a first
// `tsc -b` takes a minute or more), keeps the web build's asset list (1,600 lines) off the screen,
// and skips the web build when web/dist is newer than everything it is built from, so the
// server's banner with the demo sign-ins is the last thing printed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a build step, saying what it is and how long it took; stops `npm start` if it fails. */
function step(label, command, args) {
  const started = Date.now();
  console.log(`  ${label}…`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`  ${label} failed; the server was not started.`);
    process.exit(run.status ?? 1);
  }
  console.log(`  ${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The newest modification time under these files and folders (node_modules and dist excepted). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (!stats.isDirectory()) {
      latest = Math.max(latest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return latest;
}

// tsc -b keeps its own record of what is up to date: with nothing changed it only checks.
step('Building the server (tsc -b)', npm, ['exec', '--', 'tsc', '-b', 'api/tsconfig.json']);

const builtWeb = join(root, 'web/dist/index.html');
const webSources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite-layer-chunks.ts',
  'web/vite-precompress.ts',
  'web/package.json',
  'contracts/src',
];
if (existsSync(builtWeb) && statSync(builtWeb).mtimeMs > newest([...webSources, 'package-lock.json'])) {
  console.log('  The web app is up to date (web/dist is newer than its sources): not rebuilt.');
} else {
  step('Building the web app (vite build)', npm, ['run', 'build', '-w', 'web', '--silent', '--', '--logLevel', 'warn']);
}

// The server itself, with the Node and malloc settings `npm run serve` gives it. Ctrl-C reaches
// the whole process group: this one waits for the server to stop the database cleanly and exits
// with it. A SIGTERM sent to this process alone is passed on.
const server = spawn(npm, ['run', 'serve', '--silent'], { cwd: root, stdio: 'inherit' });
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
