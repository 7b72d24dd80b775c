import { defineConfig } from 'tsup';
import { entriesOfExports, perModulePreset } from '../../tools/tsup-preset';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(perModulePreset(entriesOfExports(pkg.exports)));
