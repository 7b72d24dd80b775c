import { defineConfig } from 'tsup';
import { entriesOfExports, perModulePreset } from '../../tools/tsup-preset';
import pkg from './package.json' with { type: 'json' };

// The document base is a stylesheet only: built as an entry of its own, without declarations.
export default defineConfig(
  perModulePreset(entriesOfExports(pkg.exports), { base: 'src/base/base.css' }),
);
