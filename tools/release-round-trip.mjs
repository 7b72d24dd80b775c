// Rehearses a release end to end without reaching any public registry: versions the packages
// with changesets in a scratch copy of the workspace, publishes them with `changeset publish`
// (each package built by its prepack script) to a local verdaccio registry started here, installs
// them back from there into the starter front end (examples/tenant-site) copied outside the
// workspace, builds it and runs its tests against a platform started from this checkout's build.
// Needs `pnpm build` first (the platform, and the packages it publishes). Usage: node tools/release-round-trip.mjs
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', CI: '1' };
const run = (command, args, cwd, extraEnv = {}) =>
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, ...extraEnv },
  });
const startedAt = Date.now();
const step = (text) =>
  process.stdout.write(`\n== ${text} (${Math.round((Date.now() - startedAt) / 1000)} s)\n`);

/** A free loopback port. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Waits until `url` answers 2xx, or fails after `seconds`. */
async function waitFor(url, seconds, child) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Starts a process in the background; its output goes to ours, prefixed. */
function start(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stderr.write(`[${options.name}] ${chunk}`));
  }
  return child;
}

const scratch = mkdtempSync(join(tmpdir(), 'plein-release-'));
const children = [];
try {
  // A registry on loopback that knows only what is published to it.
  step('Starting a local registry');
  const registryPort = await freePort();
  const registry = `http://127.0.0.1:${registryPort}/`;
  const registryDir = join(scratch, 'registry');
  mkdirSync(registryDir);
  writeFileSync(
    join(registryDir, 'config.yaml'),
    [
      `storage: ${join(registryDir, 'storage')}`,
      'auth:',
      `  htpasswd: { file: ${join(registryDir, 'htpasswd')}, max_users: 1 }`,
      'packages:',
      "  '@plein/*': { access: $all, publish: $authenticated }",
      "  '**': { access: $all }",
      // Signed tokens: the default legacy token makes every request verify the password.
      'security: { api: { jwt: { sign: { expiresIn: 1h } } } }',
      'log: { type: stdout, format: pretty, level: warn }',
    ].join('\n'),
  );
  const verdaccio = start(
    bin('verdaccio'),
    ['--config', join(registryDir, 'config.yaml'), '--listen', `127.0.0.1:${registryPort}`],
    { cwd: registryDir, env, name: 'registry' },
  );
  children.push(verdaccio);
  await waitFor(`${registry}-/ping`, 60, verdaccio);
  const account = await fetch(`${registry}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-round-trip' }),
  });
  if (!account.ok) throw new Error(`The registry refused the release account: ${account.status}`);
  const { token } = await account.json();

  // The workspace's packages as they are here, with their builds, their dependencies installed
  // from the store (so `workspace:` ranges are published as the versions given here).
  step('Versioning the packages with changesets in a scratch copy');
  const workspace = join(scratch, 'workspace');
  mkdirSync(workspace);
  for (const file of [
    'package.json',
    'pnpm-workspace.yaml',
    'pnpm-lock.yaml',
    '.pnpmfile.cjs',
    'LICENSE',
    'turbo.json',
    'tsconfig.base.json',
    '.gitignore',
    '.changeset',
    'tools',
  ]) {
    cpSync(join(root, file), join(workspace, file), { recursive: true });
  }
  for (const app of readdirSync(join(root, 'apps'))) {
    mkdirSync(join(workspace, 'apps', app), { recursive: true });
    cpSync(join(root, 'apps', app, 'package.json'), join(workspace, 'apps', app, 'package.json'));
  }
  const packageNames = [];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const from = join(root, 'packages', dir);
    const to = join(workspace, 'packages', dir);
    cpSync(from, to, {
      recursive: true,
      filter: (source) => !/\/(node_modules|storybook-static|\.turbo)$/.test(source),
    });
    packageNames.push(JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')).name);
  }
  // A repository of its own: Turborepo hashes what git tracks (not node_modules or the copied
  // LICENSE), and changesets tags the release there.
  const git = (...args) =>
    run(
      'git',
      ['-c', 'user.name=Release', '-c', 'user.email=release@localhost', ...args],
      workspace,
    );
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The workspace to release');
  // The registry itself is named only to `changeset publish`: installs here use the usual one.
  const npmrc = [
    `//127.0.0.1:${registryPort}/:_authToken=${token}`,
    // The scratch repository has no branch to publish from.
    'git-checks=false',
  ].join('\n');
  writeFileSync(join(workspace, '.npmrc'), `${npmrc}\n`);
  run(
    'pnpm',
    ['install', '--frozen-lockfile', '--prefer-offline', '--filter=./packages/*', '--filter=plein'],
    workspace,
  );
  run(bin('changeset'), ['version'], workspace);
  const versions = Object.fromEntries(
    readdirSync(join(workspace, 'packages')).map((dir) => {
      const manifest = JSON.parse(
        readFileSync(join(workspace, 'packages', dir, 'package.json'), 'utf8'),
      );
      // The changelog is kept in the repository; versioning must add the release to it.
      const changelog = readFileSync(join(workspace, 'packages', dir, 'CHANGELOG.md'), 'utf8');
      if (!changelog.includes(`## ${manifest.version}`)) {
        throw new Error(`${manifest.name}: CHANGELOG.md has no entry for ${manifest.version}`);
      }
      return [manifest.name, manifest.version];
    }),
  );
  process.stdout.write(`${JSON.stringify(versions, null, 2)}\n`);

  step('Publishing to the local registry with changeset publish');
  // The packages as `pnpm build` made them here (their dist copied above): packing builds nothing.
  run(bin('changeset'), ['publish'], workspace, {
    npm_config_registry: registry,
    PLEIN_PACK_PREBUILT: '1',
  });
  for (const name of packageNames) {
    const published = execFileSync('npm', ['view', `${name}@${versions[name]}`, 'version'], {
      encoding: 'utf8',
      env: { ...env, npm_config_registry: registry },
    }).trim();
    if (published !== versions[name]) throw new Error(`${name}@${versions[name]} is not published`);
  }
  process.stdout.write(`Published ${packageNames.length} packages to ${registry}\n`);

  // The starter outside any workspace, with the @plein packages from the local registry only.
  step('Installing the starter front end from the registry, building and testing it');
  const starter = join(scratch, 'tenant-site');
  cpSync(join(root, 'examples/tenant-site'), starter, {
    recursive: true,
    filter: (source) => !/\/(node_modules|dist)$/.test(source),
  });
  writeFileSync(join(starter, '.npmrc'), `@plein:registry=${registry}\n`);
  const manifestPath = join(starter, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const name of Object.keys(manifest.dependencies)) {
    if (name.startsWith('@plein/')) manifest.dependencies[name] = versions[name];
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  run('pnpm', ['install', '--config.confirmModulesPurge=false'], starter);
  // A browser app: sharp (an optional peer of @plein/image-service, for servers) stays out.
  if (readdirSync(join(starter, 'node_modules/.pnpm')).some((dir) => dir.startsWith('sharp@'))) {
    throw new Error('The starter installed sharp');
  }
  run('pnpm', ['run', 'build'], starter);

  const platformPort = await freePort();
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const dataDir = join(scratch, 'platform-data');
  const platform = start(process.execPath, [join(root, 'apps/web/dist/server/main.js')], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(platformPort),
      PLEIN_DATA_DIR: dataDir,
      PLEIN_SEED_ADMIN_PASSWORD: 'release-round-trip-admin',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    name: 'platform',
  });
  children.push(platform);
  await waitFor(`${platformUrl}/api/menus:withName?name=Top%20level%20menu`, 120, platform);
  run('pnpm', ['test'], starter, { PLEIN_PLATFORM_URL: platformUrl });
  step('Release round trip done');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        child.exitCode === null &&
        new Promise((resolve) => {
          child.on('exit', resolve);
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  rmSync(scratch, { recursive: true, force: true });
}
