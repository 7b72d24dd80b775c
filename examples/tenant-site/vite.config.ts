import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The Plein platform this front end shows a site of. The site is chosen by host name: the
// proxy sends the platform's own host (`changeOrigin`), so name the platform by a host name
// of the site you want, e.g. http://nieuws.example.org:3000.
const platformUrl = process.env.PLEIN_PLATFORM_URL;
const platform = platformUrl ?? 'http://127.0.0.1:3000';
const toPlatform = { target: platform, changeOrigin: true };
/**
 * The platform's own paths, as patterns: a plain `/a` key matches by prefix and would also send
 * the build's `/assets/*` to the platform (a blank page in `vite preview`).
 */
export const proxy = { '^/api/': toPlatform, '^/a/': toPlatform };

export default defineConfig({
  plugins: [react()],
  // The blocks' image base URL (src/main.tsx): images load from the platform itself, so they show
  // wherever this site is served. Unset, image URLs stay relative (`/a/…`, through the proxy).
  define: { __PLEIN_PLATFORM_URL__: JSON.stringify(platformUrl ?? '') },
  // The API and the image files, same-origin for the browser through the dev and preview server.
  server: { proxy },
  preview: { proxy },
  test: { environment: 'jsdom', testTimeout: 20_000 },
});
