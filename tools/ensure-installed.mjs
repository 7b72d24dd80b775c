// Installs the workspace with the pinned pnpm when it has not been installed yet, so that
// `npm test` and `npm run quickstart` work on a machine that has only Node and npm.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

if (!existsSync(join(root, 'node_modules', '.modules.yaml'))) {
  console.log(`Installing dependencies with ${packageManager} ...`);
  execSync(`npx --yes ${packageManager} install --frozen-lockfile`, {
    cwd: root,
    stdio: 'inherit',
  });
}
