import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** The Storybook of every React package: its stories, the a11y addon, no telemetry. */
export const storybookConfig: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // Resolve workspace packages to their sources, as tests and typecheck do.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@plein/source', ...defaultClientConditions] },
    }),
};
