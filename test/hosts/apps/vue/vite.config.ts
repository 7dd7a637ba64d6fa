import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Vue renders sq-* tags as custom elements, not as Vue components to resolve.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sq-') } } })],
});
