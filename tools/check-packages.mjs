// Checks every published package the way a consumer sees it: packs it, lints the tarball with
// publint and are-the-types-wrong, installs all tarballs into a scratch project outside the
// workspace, imports every entry there and server-renders a component of each React package.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const scratch = mkdtempSync(join(tmpdir(), 'plein-consumer-'));
const tarballs = [];
const entries = [];
try {
  for (const dir of readdirSync(join(root, 'packages'))) {
    const packageDir = join(root, 'packages', dir);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const output = run('pnpm', ['pack', '--pack-destination', scratch], packageDir)
      .trim()
      .split('\n');
    const tarball = output.at(-1);
    tarballs.push(tarball);
    process.stdout.write(`${manifest.name}: ${tarball}\n`);
    run(join(root, 'node_modules/.bin/publint'), ['run', tarball, '--strict'], root);
    const cssEntries = Object.keys(manifest.exports).filter((key) => key.endsWith('.css'));
    const attwArgs = [tarball, '--profile', 'esm-only', '--format', 'ascii'];
    if (cssEntries.length) attwArgs.push('--exclude-entrypoints', ...cssEntries);
    run(join(root, 'node_modules/.bin/attw'), attwArgs, root);
    for (const key of Object.keys(manifest.exports)) {
      if (key.endsWith('.css') || key === './package.json') continue;
      entries.push(key === '.' ? manifest.name : `${manifest.name}${key.slice(1)}`);
    }
  }

  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs,
      'react',
      'react-dom',
      '@reduxjs/toolkit',
      'react-redux',
    ],
    scratch,
  );
  writeFileSync(
    join(scratch, 'check.mjs'),
    `${entries.map((entry, i) => `import * as entry${i} from '${entry}';`).join('\n')}
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button } from '@plein/ui-kit';
import { PageLayout } from '@plein/layouts';
import { BlockRenderer, createCoreRegistry } from '@plein/building-blocks';
import { makeStore } from '@plein/state-store';
const loaded = [${entries.map((_, i) => `entry${i}`).join(', ')}];
if (loaded.some((entry) => Object.keys(entry).length === 0)) throw new Error('An entry exports nothing');
const html = renderToString(createElement(PageLayout, { layout: '25-50-25', regions: {
  main: createElement(BlockRenderer, { registry: createCoreRegistry(), blocks: [{ guid: 'b', type: 'hero', content: { title: 'Hallo', text: 'Wereld' }, options: [] }] }),
  sideLeft: createElement(Button, null, 'Klik'),
} }));
if (!html.includes('Hallo') || !html.includes('Klik')) throw new Error('Server rendering from the tarballs failed');
makeStore({ transport: { baseUrl: '', host: 'localhost', side: 'server' } });
console.log('Imported ' + loaded.length + ' entries and rendered from the packed tarballs.');
`,
  );
  process.stdout.write(run(process.execPath, ['check.mjs'], scratch));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
