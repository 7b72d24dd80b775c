// Runs a command with the pinned pnpm on PATH (turbo starts package scripts through it), on a
// machine that may have only Node and npm. Installs the workspace first when needed.
// Usage: node tools/with-pnpm.mjs <command> [args...]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinned = packageManager.split('@')[1];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };

const hasPinnedPnpm = () => {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8', env }).trim() === pinned;
  } catch {
    return false;
  }
};
// Through npx the pinned pnpm is fetched once and put on PATH for everything it starts.
const pnpm = hasPinnedPnpm() ? ['pnpm'] : ['npx', '--yes', packageManager];

const run = (args) => {
  const [command, ...rest] = [...pnpm, ...args];
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(join(root, 'node_modules', '.modules.yaml'))) run(['install', '--frozen-lockfile']);
const args = process.argv.slice(2);
if (args.length) run(['exec', ...args]);
