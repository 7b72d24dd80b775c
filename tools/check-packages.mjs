// Checks every published package the way a consumer sees it: packs it (its prepack script builds
// it first), checks what the tarball holds and what its manifest says, lints it with publint and
// are-the-types-wrong, installs all tarballs into a scratch project outside the workspace,
// imports every entry there, server-renders a component of each React package and prints what
// importing one helper of each package costs a browser bundle.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** What every tarball must hold besides its `dist`. */
const requiredFiles = [
  'package/package.json',
  'package/README.md',
  'package/LICENSE',
  'package/CHANGELOG.md',
];

/** One small helper per package: what importing only it costs a browser bundle. */
const oneHelper = {
  '@plein/api-client': 'hostWithoutPort',
  '@plein/building-blocks': 'createBlockRegistry',
  '@plein/image-service': 'imageUrl',
  '@plein/layouts': 'hasContent',
  '@plein/logger': 'createBrowserLogger',
  '@plein/state-store': 'useAppSelector',
  '@plein/ui-kit': 'VisuallyHidden',
  '@plein/validation': 'contrastRatio',
};

/**
 * What one small helper may cost at most: above it, importing it brings in more than itself
 * (a bundled export, a module-level call, a dependency with side effects).
 */
const helperBudget = 3 * 1024;

/** Fails with the package's name when its tarball or packed manifest misses what consumers need. */
function checkTarball(name, tarball) {
  const files = run('tar', ['tzf', tarball], root).trim().split('\n');
  const missing = requiredFiles.filter((file) => !files.includes(file));
  if (!files.some((file) => file.startsWith('package/dist/'))) missing.push('package/dist/');
  if (missing.length) throw new Error(`${name}: the tarball lacks ${missing.join(', ')}`);
  const packed = JSON.parse(run('tar', ['xzOf', tarball, 'package/package.json'], root));
  for (const field of ['license', 'repository', 'homepage', 'bugs']) {
    if (!packed[field]) throw new Error(`${name}: the packed manifest has no ${field}`);
  }
  if (JSON.stringify(packed.exports).includes('@plein/source')) {
    throw new Error(`${name}: the packed exports still name the workspace's source condition`);
  }
  // A stylesheet export is a file, not a module the import check below can load.
  for (const [key, target] of Object.entries(packed.exports)) {
    const file = typeof target === 'string' ? target : target.default;
    if (key.endsWith('.css') && !files.includes(`package/${file.replace(/^\.\//, '')}`)) {
      throw new Error(`${name}: the stylesheet export ${key} names ${file}, which is not packed`);
    }
  }
}

/** Bundles `import { helper } from name` for browsers as a consumer's bundler would: gzip bytes. */
async function importCost(name, helper, cwd) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    stdin: { contents: `export { ${helper} } from '${name}';`, resolveDir: cwd, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    // The peers every consumer of these packages already has.
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-redux',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/*',
    ],
  });
  return gzipSync(result.outputFiles[0].contents).length;
}

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
    checkTarball(manifest.name, tarball);
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
      // The optional peer of @plein/image-service/node, which this check imports.
      'sharp',
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

  process.stdout.write('\nImporting one helper, minified and gzipped for a browser bundle:\n');
  const tooHeavy = [];
  for (const [name, helper] of Object.entries(oneHelper)) {
    const bytes = await importCost(name, helper, scratch);
    process.stdout.write(
      `  ${`${name} { ${helper} }`.padEnd(52)} ${(bytes / 1024).toFixed(1)} KB\n`,
    );
    if (bytes > helperBudget) tooHeavy.push(`${name} { ${helper} }`);
  }
  if (tooHeavy.length) {
    throw new Error(
      `Importing one helper costs more than ${helperBudget / 1024} KB: ${tooHeavy.join(', ')}. ` +
        'A module-level call or a shared bundle brings in more than the helper.',
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
