// Keeps two promises of the test suites (decision 0005, issue 32):
// 1. A test that opens PGlite, PostgreSQL or Redis, or starts the platform, sits in an engine
//    project (apps/api/test, src/**/*.engine.test.ts, apps/web/e2e), which CI runs on both
//    engines; a unit project's tests run once, on none.
// 2. No test waits a fixed time before it looks: it waits for a condition with a deadline
//    (expect.poll, findBy*, a polling helper). A delay that plays a slow peer, not a wait, says
//    so on its line with `fixed-delay-ok: <why>`.
// Usage: node tools/check-tests.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const roots = ['apps', 'packages', 'examples'].map((dir) => join(root, dir));
const skipped = /(^|\/)(node_modules|dist|storybook-static|\.turbo)$/;
const testFile = /\.test\.tsx?$/;
const helperFolder = /\/(e2e|test)\//;

/** Files of the suites: tests, and the helpers of the engine folders. */
function* suiteFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skipped.test(path)) continue;
    if (entry.isDirectory()) yield* suiteFiles(path);
    else if (testFile.test(path) || (helperFolder.test(path) && /\.tsx?$/.test(path))) yield path;
  }
}

const inEngineProject = (path) =>
  /\/apps\/api\/test\//.test(path) ||
  /\/apps\/web\/e2e\//.test(path) ||
  /\.engine\.test\.tsx?$/.test(path);

/** What only a test on an engine does. */
const enginePatterns = [
  /TEST_DATABASE_URL|TEST_REDIS_URL|E2E_DATABASE_URL|E2E_REDIS_URL/,
  /\bopenPGlite\b|\bnew PGlite\b|\bcreateDatabase\(/,
  /\bopenTestDatabase\b|test\/helpers\/test-database/,
  /from 'redis'|\bcreateRedisClient\b/,
  /\bstartPlatform\(/,
];

/** A wait of a fixed time: a promise resolved by a timer, or Playwright's waitForTimeout. */
const fixedWaits = [/setTimeout\(\s*(resolve|r|done)\s*,/, /\bwaitForTimeout\(/, /\bsleep\(\s*\d/];

const problems = [];
for (const dir of roots) {
  for (const path of suiteFiles(dir)) {
    const name = relative(root, path);
    const lines = readFileSync(path, 'utf8').split('\n');
    if (testFile.test(path) && !inEngineProject(path)) {
      const line = lines.findIndex((text) => enginePatterns.some((pattern) => pattern.test(text)));
      if (line >= 0) {
        problems.push(
          `${name}:${line + 1}: opens an engine in a unit project; move it to an engine project ` +
            `(apps/api/test, *.engine.test.ts, apps/web/e2e)`,
        );
      }
    }
    lines.forEach((text, index) => {
      if (fixedWaits.some((pattern) => pattern.test(text)) && !text.includes('fixed-delay-ok:')) {
        problems.push(
          `${name}:${index + 1}: a fixed wait; wait for the condition with a deadline ` +
            `(expect.poll, findBy*), or mark a played delay with 'fixed-delay-ok: <why>'`,
        );
      }
    });
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in the test suites.`);
  process.exit(1);
}
console.log('Test suites: engine tests in engine projects, no fixed waits.');
