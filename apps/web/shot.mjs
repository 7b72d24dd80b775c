import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const [,, ...specs] = process.argv;
for (const spec of specs) {
  const [name, url, width] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log(name, errors.length ? errors : 'no errors');
  await page.close();
}
await browser.close();
