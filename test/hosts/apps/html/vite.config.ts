import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The browser build's folder is served as it is (as the README says), beside the page: Vite copies the public
// folder without bundling it.
export default defineConfig({
  publicDir: fileURLToPath(new URL('../../node_modules/sq-elements/dist', import.meta.url)),
});
