import { defineConfig } from 'tsup';
import { packagePreset } from '../../tools/tsup-preset';
import pkg from './package.json' with { type: 'json' };

// One entry per JavaScript export: `.` -> index, `./button` -> button (so entries equal exports).
const entry = Object.fromEntries(
  Object.entries(pkg.exports).flatMap(([key, value]) =>
    typeof value === 'object' && 'import' in value
      ? [[key === '.' ? 'index' : key.slice(2), value['@plein/source']]]
      : [],
  ),
);

// The document base is a stylesheet only: built as an entry of its own, without declarations.
export default defineConfig(
  packagePreset(
    { ...entry, base: 'src/base/base.css' },
    { dts: { entry, compilerOptions: { customConditions: [] } } },
  ),
);
