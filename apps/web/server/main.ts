// The production start (`pnpm start`, `npm run quickstart`): production mode unless the
// environment says otherwise, set before anything loads React, Redux or react-router, which
// pick their development checks (76 ms stalls in the editor) by NODE_ENV when loaded.
process.env.NODE_ENV ??= 'production';
await import('./serve-built');

export {};
