import { defineConfig } from 'tsup';
import { perModulePreset } from '../../tools/tsup-preset';

export default defineConfig(perModulePreset({ index: 'src/index.ts' }));
