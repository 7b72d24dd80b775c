import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { UserConfig } from 'vite';

/** Resolve workspace packages to their TypeScript sources in tests (no prior build needed). */
export const sourceConditions = {
  resolve: { conditions: ['@plein/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@plein/source', ...defaultServerConditions] } },
} satisfies UserConfig;
