import { defineConfig } from 'tsup';
import { packagePreset } from '../../tools/tsup-preset';

export default defineConfig(packagePreset({ index: 'src/index.ts' }));
