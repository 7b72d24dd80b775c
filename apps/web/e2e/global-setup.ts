import { ensureChromium } from '../../../tools/chromium';

/** Finds (or installs) Chromium once, before any browser test runs. */
export default function setup() {
  process.env.CHROMIUM_PATH = ensureChromium();
}
