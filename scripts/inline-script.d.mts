import type { Plugin } from 'vite';

/** The query that asks for a module as an inline script's text. */
export declare const INLINE_SCRIPT_QUERY: string;
/** `*?inline-script`: a module and its imports as one classic script's text, an expression whose value is its default export. */
export declare function inlineScripts(): Plugin;
