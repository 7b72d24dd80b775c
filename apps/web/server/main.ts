// The production start (`pnpm start`, `npm run quickstart`): production mode unless the
// environment says otherwise, set before anything loads React, Redux or react-router, which
// pick their development checks (76 ms stalls in the editor) by NODE_ENV when loaded.
import cluster from 'node:cluster';

process.env.NODE_ENV ??= 'production';

if (cluster.isPrimary) {
  const { workersSetting, runWorkers } = await import('./workers');
  const setting = workersSetting(process.env);
  if (setting.problem) {
    process.stderr.write(`${setting.problem}\n`);
    process.exit(1);
  }
  if (setting.count > 1) {
    const { prepareShared } = await import('./prepare-shared');
    await runWorkers(setting.count, prepareShared).catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
  } else {
    await import('./serve-built');
  }
} else {
  await import('./serve-built');
}

export {};
