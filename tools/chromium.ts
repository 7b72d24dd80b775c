import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The flags Debian's Chromium needs here: headless, and nothing that reaches the network (it
 * would wait on the closed network). Every browser test launches with these.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const missing =
  'The browser tests need Chromium: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

const findInstalled = () =>
  [process.env.CHROMIUM_PATH, ...candidates].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );

/** The Chromium the browser tests drive: CHROMIUM_PATH, or a system Chromium; else an error. */
export function chromiumPath(): string {
  const found = findInstalled();
  if (!found) throw new Error(missing);
  return found;
}

/**
 * The Chromium the browser tests drive, installed when missing: CHROMIUM_PATH, or a system Chromium. On a Debian
 * machine where the tests run as root (CI), Debian's package is installed when none is there;
 * elsewhere the error says what to install.
 */
export function ensureChromium(): string {
  const found = findInstalled();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    process.stdout.write("Installing Debian's chromium for the browser tests ...\n");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findInstalled();
    if (installed) return installed;
  }
  throw new Error(missing);
}
