import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  PrepareDataDirAnswer,
  PrepareDataDirJob,
  PrepareDataDirMessage,
} from '../prepare-data-dir';
import type { PreparationStep } from './preparation-progress';
import type { SeedResult } from './seed/seed-demo';

/** True when `dataDir` holds no embedded database yet (PostgreSQL writes PG_VERSION first). */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * The child script next to this code: the built `.js` in dist, or the `.ts` source run through
 * tsx (the package's own, so it works from any working directory) with the source condition.
 */
function childScript(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  // In dist this code is bundled into a file of dist/ itself; in src it sits in src/db/.
  const file = fileURLToPath(
    new URL(fromSource ? '../prepare-data-dir.ts' : './prepare-data-dir.js', import.meta.url),
  );
  if (!fromSource) return { file, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file, execArgv: ['--import', tsx, '--conditions=@plein/source'] };
}

/**
 * Creates, migrates and seeds a new embedded data folder in a child process and answers its seed
 * result (see `prepare-data-dir.ts` for why). `onProgress` hears of each step as it begins. It
 * waits as long as the child needs; it fails only when the child does, saying why.
 *
 * @example
 * const seed = await prepareInChild({ dataDir, seedAdminEmail, seedAdminPassword: null });
 */
export function prepareInChild(
  job: PrepareDataDirJob,
  onProgress: (step: PreparationStep) => void = () => undefined,
): Promise<SeedResult> {
  const { file, execArgv } = childScript();
  const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<SeedResult>((resolve, reject) => {
    let answer: PrepareDataDirAnswer | null = null;
    child.on('message', (message: PrepareDataDirMessage) => {
      if ('progress' in message) onProgress(message.progress);
      else answer = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (answer && 'seed' in answer) resolve(answer.seed);
      else {
        const why =
          answer && 'error' in answer
            ? answer.error
            : signal
              ? `its process was stopped by ${signal}${signal === 'SIGKILL' ? ' (out of memory?)' : ''}`
              : `its process exited with code ${code}`;
        reject(new Error(`preparing the data folder ${job.dataDir} failed: ${why}`));
      }
    });
    child.send(job);
  });
}
