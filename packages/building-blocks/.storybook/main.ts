import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { mergeConfig } from 'vite';
import { storybookConfig } from '../../../tools/storybook-main';

/**
 * Answers `/a/{imageGuid}?width=…` (the image service) with a placeholder picture of that width
 * while `pnpm storybook` runs, so the image and header-images stories show something. A static
 * Storybook build has no server: there the stories show their alt text.
 */
const imageServicePlaceholder: Plugin = {
  name: 'plein-image-service-placeholder',
  configureServer(server) {
    server.middlewares.use('/a/', (req, res) => {
      const query = new URL(req.url ?? '/', 'http://storybook').searchParams;
      const width = Math.min(3000, Number(query.get('width')) || 1200);
      const height = Math.round(width / 2);
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
          '<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>' +
          `<rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(width / 20)}" text-anchor="middle">${width} px</text></svg>`,
      );
    });
  },
};

const config: StorybookConfig = {
  ...storybookConfig,
  viteFinal: async (viteConfig, options) =>
    mergeConfig((await storybookConfig.viteFinal?.(viteConfig, options)) ?? viteConfig, {
      plugins: [imageServicePlaceholder],
    }),
};

export default config;
