// Runs before every `pnpm pack` and `pnpm publish` of a package (its `prepack` script): builds
// the package and what it depends on (from Turborepo's cache when nothing changed), so a tarball
// never lacks its `dist`, and puts the repository's LICENSE beside it for the tarball.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packageDir = process.cwd();
const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

// The release rehearsal packs the builds made in the checkout it copies (the version number,
// which it changes, is not part of a build): it says so, and nothing is built again.
const prebuilt = process.env.PLEIN_PACK_PREBUILT === '1' && existsSync(join(packageDir, 'dist'));
if (!prebuilt) {
  execFileSync(
    join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', `--filter=${name}`, '--output-logs=errors-only'],
    {
      cwd: root,
      // Turbo's report goes to stderr: `pnpm pack` prints the tarball's name on stdout.
      stdio: ['ignore', process.stderr, 'inherit'],
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
}
copyFileSync(join(root, 'LICENSE'), join(packageDir, 'LICENSE'));
