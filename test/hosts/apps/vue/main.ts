import { createApp } from 'vue';
import { autoloadRequested } from '../scenario.ts';
import App from './App.vue';

/**
 * A Vue 3 app on the bundler build. Normally it imports the element modules
 * before it mounts; with `?autoload` it mounts first and the app loads the
 * autoloader after (App.vue): its `.prop` bindings are then set before the
 * tags are defined, and the elements take them over as they upgrade.
 */

const autoload = autoloadRequested();

if (!autoload) {
  await Promise.all([
    import('sq-elements/sq-cart-link'),
    import('sq-elements/sq-highlight'),
    import('sq-elements/sq-form'),
  ]);
}

createApp(App, { autoload }).mount('#root');
