import { defineConfig } from 'tsup';
import { doubleBuildOptions } from './src/doubleBuildOptions';

// Not @checkout/tsup-config: that factory builds ESM + CJS libraries; the doubles are classic
// browser scripts (one IIFE per SDK, nothing imported at run time) in dist/<name>.js.
export default defineConfig(doubleBuildOptions('dist'));
