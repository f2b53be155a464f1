import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(defineLibraryConfig());
