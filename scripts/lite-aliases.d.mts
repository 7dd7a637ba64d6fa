/** Vite `resolve.alias` entries, each matching one import exactly. */
export declare const LITE_ALIASES: { find: RegExp; replacement: string }[];
/** What a dev server pre-bundles for the lite engine, in place of React. */
export declare const LITE_OPTIMIZED: string[];
