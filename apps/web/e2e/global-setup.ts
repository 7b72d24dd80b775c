import { ensureChromium } from '../../../tools/chromium';
import { seededAdmin } from './seeded-admin';
import { freshStorage, removeStorage, startPlatform, templateStorageVariable } from './platform';

/**
 * Finds (or installs) Chromium once, and starts the platform once with the seeded admin: its
 * migrated, seeded storage is the template every test file's platform copies (a fresh start
 * migrates and seeds a new database, which costs seconds per file).
 */
export default async function setup(): Promise<() => void> {
  process.env.CHROMIUM_PATH = ensureChromium();
  const storage = freshStorage();
  const platform = await startPlatform({
    storage,
    env: { PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password },
  });
  await platform.stop({ keepData: true });
  process.env[templateStorageVariable] = JSON.stringify(storage);
  return () => removeStorage(storage);
}
