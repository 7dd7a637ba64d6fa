import type { Plugin } from 'vite';

/** Each React import, by exact specifier, and the preact/compat module that stands in for it. */
export declare const LITE_ALIASES: Record<string, string>;
/** What a dev server pre-bundles for the lite engine, in place of React. */
export declare const LITE_OPTIMIZED: string[];
/** Resolves React's imports to preact/compat in the browser (the client environment) alone. */
export declare function liteEngine(): Plugin;
