import { defineConfig } from 'vite';
import { browserBuild } from './vite.config.ts';

/** The lite browser build (`dist/lite/`): the same source on preact/compat (see docs/builds.md, "The lite build"). */
export default defineConfig(browserBuild('preact'));
