// One command from a fresh clone to a running platform: install, build, start.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const withPnpm = join(dirname(fileURLToPath(import.meta.url)), 'with-pnpm.mjs');
for (const command of [
  ['turbo', 'run', 'build'],
  // The heap limit of `pnpm start` (docs/operations.md, Memory).
  ['node', '--max-old-space-size=512', 'apps/web/dist/server/main.js'],
]) {
  const result = spawnSync(process.execPath, [withPnpm, ...command], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
