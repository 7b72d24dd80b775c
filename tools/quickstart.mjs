// One command from a fresh clone to a running platform: install, build, start.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpm = `npx --yes ${packageManager}`;
const run = (command) =>
  execSync(command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });

await import('./ensure-installed.mjs');
run(`${pnpm} run build`);
run(`${pnpm} run start`);
