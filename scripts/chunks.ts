/**
 * The shared chunks of the browser build (`vite.config.ts`, the default and
 * the lite build), as folders: the build's one rule is that a module's
 * chunk is the one naming its folder.
 */
import { join } from 'node:path';

/** A chunk of the browser build: the folders whose own files it holds, and the npm packages it holds. */
export interface ChunkRule {
  /** Above a lower one that imports its modules: a group takes in what its modules import, unless a higher one holds it. */
  priority: number;
  /** Folders from the repository root; each folder's own files, not those of its sub-folders. */
  folders?: readonly string[];
  packages?: readonly string[];
}

/**
 * The shared chunks of the browser build, each a set of folders: a module's chunk is the one that names its folder,
 * and a folder that no chunk names is left to the bundler (an element's folder is its element's chunk, a sub-folder
 * of one its lazily loaded part). A file a page loads apart from the rest of its folder lives in a sub-folder.
 */
export const CHUNKS: Record<string, ChunkRule> = {
  // React, in the default build. The lite build's Preact goes with the kit's React side.
  react: { priority: 3, packages: ['react', 'react-dom', 'scheduler'] },
  // The kit without React: the element class (attributes, config, validation; the sub-folders of kit/element/ are
  // small chunks an element loads only when it needs them), the hydration bookkeeping, r2wc's core, and zod, which
  // validates the config. What every element loads, the runtime too, which draws with lit-html, not React; nothing
  // else loads zod, so the two compress as one file. Above the kit's React side and lit, which import it.
  kit: {
    priority: 4,
    folders: ['elements/kit/element', 'elements/kit/hydration/ledger'],
    packages: ['@r2wc/core', 'zod'],
  },
  // A visitor's clicks before an element hydrates, recorded and performed once it has: no dependency, so the
  // autoloader can carry it; loaded by the kit's hydration bookkeeping. Above the kit.
  'early-actions': { priority: 5, folders: ['elements/kit/hydration/early-actions'] },
  // What a visitor changed in a server-rendered shadow root, kept through its hydration: loaded with the hydrating
  // root, by a page with a server-rendered element alone.
  'visitor-state': { priority: 5, folders: ['elements/kit/hydration/visitor-state'] },
  // The kit's React side: the shared root, the error boundary, the hooks most React elements use (kit/react/hooks/
  // itself; its sub-folders are the hooks only some elements use). Above the kit, so a page with only lit views never
  // loads it. In the lite build Preact comes with it: every element that loads one loads the other.
  'kit-react': { priority: 3, folders: ['elements/kit/react', 'elements/kit/react/hooks'] },
  // The made-once <dialog> of the overlays that draw their own (the popup, the lightbox, the sign-in), and their
  // close button: with them alone.
  'shadow-dialog': { priority: 3, folders: ['elements/kit/react/hooks/shadow-dialog'] },
  // The kit's layer hooks (useLayer, useModalDialog, useTooltip): with the elements that open a layer, so an element
  // without one loads neither them nor the layer stack and focus rules they import.
  'kit-layers': { priority: 3, folders: ['elements/kit/react/hooks/layers'] },
  // lit-html: what the runtime element draws with, without React. Loaded with the view when a lit element first
  // mounts; the kit's lit renderer stays with the element, which must import in Node.
  lit: { priority: 3, packages: ['lit-html'] },
  // The kit's hooks that read the page (measured width, light DOM, shared values): only some elements use them.
  // Below the kit, which keeps their imports (share-unchanged, which every element uses).
  'kit-page': { priority: 1, folders: ['elements/kit/react/hooks/page'] },
  // The address checks, loaded by the elements that have a link field, not by every element. Below the kit: a group
  // takes the modules it imports, and the kit's own (describe.ts) stay in the kit.
  links: { priority: 1, folders: ['lib/links', 'elements/kit/element/url-field'] },
  // The stricter checks, for a redirect, an image or a script address: loaded by the elements that have such a field,
  // not by one whose only address is a link (the cart link, the gallery). Below the kit, as the address checks are.
  'web-addresses': { priority: 1, folders: ['lib/web-addresses', 'elements/kit/element/web-address-fields'] },
  // The image loader (a runtime service) and its kit hook: shared by <sq-image> and every gallery design.
  'image-loader': {
    priority: 2,
    folders: ['runtime/images', 'lib/image-sizing', 'elements/kit/react/hooks/managed-image'],
  },
  // What the autoloader knows of a server-rendered element, as the kit reads it: shared by the code that hydrates
  // (the hydrating root, the hydrated mark), never loaded by an element the browser renders alone.
  waiting: { priority: 4, folders: ['elements/kit/hydration/waiting'] },
  // What the kit reads of a server-rendered element as it hydrates: whether its code's trigger fired, the config it
  // was rendered from; loaded with the hydrating root, which a page rendered in the browser alone never loads.
  hydrate: { priority: 4, folders: ['elements/kit/hydration/server-rendered'] },
  // The cookie string helpers and the visitor's stored consent choice: what the services read the cookies with, and
  // what the cookie banner's first view (`*.first-view.ts`, imported at once on a server-rendered page) decides with.
  // With them, the state machine as data, which the services (dialogs, session) and the kit's useMachine move by:
  // runtime-core.js loads this file already, so a page's first view asks for no file more for it, and a service
  // loads no React. Above runtime-core and consent, which would take them in with the modules that import them.
  cookies: { priority: 6, folders: ['lib/cookies', 'lib/state-machine', 'runtime/consent/choice'] },
  // The rest of what the first views decide with, and the elements decide the same with later: a field read from the
  // markup, the screenshot address, the banner's show rules, where a form's draft is kept. No page service loads them.
  'first-view-rules': {
    priority: 6,
    folders: [
      'lib/markup-field',
      'runtime/core/screenshot',
      'elements/sq-cookie-banner/banner-state',
      'elements/sq-form/draft',
    ],
  },
  // Where elements and services send their errors: in a chunk of its own, an element does not load the services and
  // the services do not load React.
  'element-errors': { priority: 5, folders: ['runtime/element-errors'] },
  // Focus and typing, shared by the modal elements, the gallery and the keyboard service; above runtime-core and the
  // kit, which would otherwise take it in with the modules that import it.
  focus: { priority: 4, folders: ['lib/focus'] },
  // The item an address names and the page's tier, shared by the gallery and the lightbox: a page with only lightbox
  // links, or only a gallery, loads this and not the other's code.
  'item-address': { priority: 4, folders: ['lib/item-address'] },
  // The interface helpers a theme imports from sq-elements/runtime (text shrink, scrolling, focus containment,
  // waiting for an element): no element loads them. Below runtime-core and the resize service, which keep the
  // services the helpers use.
  helpers: { priority: 1, folders: ['runtime/helpers', 'lib/helpers'] },
  // The layer stack, which the kit's layer hooks import: an element without a layer loads no more of the services,
  // and one with a layer loads just this.
  layers: { priority: 4, folders: ['runtime/layers'] },
  // What only <sq-runtime> (and a theme's script) installs: the outbox and the reports it carries, the font log, what
  // tells whether a page needs the account keys' code or the entry animations', and what runs them from its config,
  // with the rules the runtime element's modules share (which runtime is in charge). An element that calls the
  // platform (the form) loads the data layer without them. Below runtime-core, so the data layer and dialogs that
  // logout and the reports use stay there.
  'runtime-services': { priority: 2, folders: ['runtime/services', 'elements/sq-runtime/shared'] },
  // The account keys (Escape and Shift+Escape, logout, the owner redirect): loaded by <sq-runtime keyboard> once they
  // can act on the page, and imported by the sq-elements/runtime entry.
  'account-keys': { priority: 2, folders: ['runtime/services/account-keys'] },
  // The visitor session and the site owner's clients a theme imports from sq-elements/runtime, and its tracking
  // calls: no element loads them but the sign-in (the session). Below runtime-core, which keeps the data layer.
  // Session recording and the experiment override (sub-folders of the tracking's) are in no chunk here: each is a
  // chunk of its own, which imports what it needs from the chunks that hold it.
  'platform-clients': { priority: 2, folders: ['runtime/platform-clients'] },
  // The native mobile-app bridge and the info bar's rule a theme or an app shell imports from sq-elements/runtime:
  // no element loads them; <sq-runtime> loads the bridge in the app shell, and its page marks the info bar's rule.
  bridge: { priority: 2, folders: ['runtime/bridge', 'lib/mobile-info-bar'] },
  // The marks <sq-runtime> sets on <html> for the badge (with its rule) and the mobile info bar: loaded only when the
  // site has a badge or an info bar style. Below runtime-core, which keeps the site context and the options.
  'page-marks': { priority: 2, folders: ['runtime/services/page-marks', 'lib/badge'] },
  // What elements call: the site context, the data layer and the dialogs it opens, storage (idb-keyval). Above the
  // kit, whose hooks import services: the services stay here, without React.
  'runtime-core': { priority: 3, folders: ['runtime/core'], packages: ['idb-keyval'] },
  // The page's resize service: followed by the elements that measure themselves, not by the runtime element. Below
  // runtime-core, which keeps the shared service.
  resize: { priority: 2, folders: ['runtime/resize'] },
  // The consent state and cookie clearing: loaded by <sq-runtime>, the cookie banner and the popup. Above the
  // runtime's services, which import it and would take it in.
  consent: { priority: 3, folders: ['runtime/consent'] },
  // The tracking service, loaded when <sq-runtime tracking> turns it on (its decisions with it). Below runtime-core.
  tracking: { priority: 0, folders: ['runtime/services/tracking'] },
  // The performance collector and web-vitals load together, lazily, when <sq-runtime> turns it on.
  performance: { priority: 0, folders: ['runtime/services/performance'], packages: ['web-vitals'] },
};

const SEPARATOR = '[\\\\/]';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The test a chunk's rule gives the bundler: a module of one of its folders (own files) or packages. */
export function chunkTest(rule: ChunkRule, root = join(import.meta.dirname, '..')): RegExp {
  const base = escaped(root.replaceAll('\\', '/')).replaceAll('/', SEPARATOR);
  const folders = (rule.folders ?? []).map(
    (folder) => `^${base}${SEPARATOR}${folder.split('/').map(escaped).join(SEPARATOR)}${SEPARATOR}[^\\\\/]+$`,
  );
  const packages = (rule.packages ?? []).map(
    (name) => `node_modules${SEPARATOR}${name.split('/').map(escaped).join(SEPARATOR)}${SEPARATOR}`,
  );
  return new RegExp([...folders, ...packages].join('|'));
}

/** The bundler's groups for a build: the React chunk in the default build, Preact with the kit's React side in the lite one. */
export function chunkGroups(lite: boolean): { name: string; priority: number; test: RegExp }[] {
  return Object.entries(CHUNKS).flatMap(([name, rule]) => {
    if (lite && name === 'react') return [];
    const packages = lite && name === 'kit-react' ? [...(rule.packages ?? []), 'preact'] : rule.packages;
    return [{ name, priority: rule.priority, test: chunkTest({ ...rule, packages }) }];
  });
}
