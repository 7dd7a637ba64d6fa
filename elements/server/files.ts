/**
 * The names of the built library's files the server renderer writes into a
 * page, shared with the build that writes them. Imports nothing: the build's
 * configuration reads it too.
 */

/** The default place of the built library. */
export const DEFAULT_BASE = '/sq-elements/';

/** What every tag looks like before its code arrives: the stylesheet a page links in its head. */
export const PRE_UPGRADE_STYLESHEET = 'sq-elements.css';

/**
 * The one stylesheet of a server-rendered page: the pre-upgrade rules and
 * every element's shadow styles, scoped to its host. The head links it in
 * place of `sq-elements.css`, and every declarative shadow root links it.
 */
export const PRERENDERED_STYLESHEET = 'sq-elements.prerendered.css';

/**
 * The prerendered stylesheet in parts (PrerenderedStylesheetParts in
 * `page-stylesheet.ts`), beside it: what a server composes a page's own
 * stylesheet from, with the rules of the page's tags alone.
 */
export const PRERENDERED_STYLESHEET_PARTS = 'sq-elements.prerendered.json';

/**
 * The cascade layer every element's rules go in, in the prerendered
 * stylesheet. A server-rendered shadow root keeps its link once the element
 * upgrades and adopts its own sheets (and, for some views, more sheets as
 * they draw): those are unlayered, so they win over the linked copy whatever
 * a scoped selector's specificity, and the upgraded element is styled
 * exactly as one drawn in the browser alone. The pre-upgrade rules stay
 * unlayered: in the document they must cascade as `sq-elements.css` does.
 */
export const ELEMENT_LAYER = 'sq-prerendered';

/** The autoloader of the script-tag build, relative to the library's base. */
export const AUTOLOADER_SCRIPT = 'sq-elements.js';

/**
 * The file that lists, per tag, the built modules its code loads (for
 * `<link rel="modulepreload">`): the chunks it imports, and for a React
 * element the chunk the kit's renderer loads to hydrate it, as every element
 * on a prerendered page does.
 */
export const MODULES_FILE = 'sq-elements.modules.json';

/**
 * What marks the `<template>` a server rendering with a main picture holds
 * its module preloads in: inert there, the autoloader puts them in the head
 * once that picture is drawn, so the chunks the page needs then come in one
 * round trip, and none goes ahead of the picture.
 */
export const HELD_PRELOADS = 'data-sq-preloads';
