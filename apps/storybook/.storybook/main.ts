import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** The folder of the workspace's packages. */
const packagesDir = fileURLToPath(new URL('../../../packages', import.meta.url));

/** A package's folder as resolved from here: Storybook looks presets up from its own folder. */
const packageDir = (name: string) =>
  dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));

/**
 * The one Storybook of the React packages: the stories next to the components of ui-kit, layouts
 * and building-blocks, each under its package's name; docs pages from the components' types; the
 * a11y and interaction checks that `pnpm test` runs through addon-vitest. No telemetry.
 */
const config: StorybookConfig = {
  framework: packageDir('@storybook/react-vite'),
  stories: (['ui-kit', 'layouts', 'building-blocks'] as const).map((name) => ({
    directory: `../../../packages/${name}/src`,
    files: '**/*.@(mdx|stories.tsx)',
    titlePrefix: name,
  })),
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'].map(
    packageDir,
  ),
  // Real pictures for the image service's `/a/{imageGuid}` URLs (see ../fixtures/README.md).
  staticDirs: [{ from: '../fixtures/a', to: '/a' }],
  core: { disableTelemetry: true },
  // Prop tables from the TypeScript types, also of props declared in other files or packages.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.docgen.json', import.meta.url)),
      // The packages' components (the default globs are relative to this folder).
      include: [`${packagesDir}/*/src/**/*.tsx`],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The packages' own props, not those of React's DOM attribute types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // Resolve workspace packages to their sources, as tests and typecheck do.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@plein/source', ...defaultClientConditions] },
    }),
};

export default config;
