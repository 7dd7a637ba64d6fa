import { type Selector, transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** `:host(:not(:defined))` as the first part of a selector: the host before its element is defined. */
function beforeDefinition(selector: Selector): boolean {
  const [host] = selector;
  if (host?.type !== 'pseudo-class' || host.kind !== 'host' || host.selectors?.length !== 1) return false;
  const [not] = host.selectors;
  if (not?.type !== 'pseudo-class' || not.kind !== 'not' || not.selectors.length !== 1) return false;
  const [inner] = not.selectors;
  return inner?.length === 1 && inner[0]?.type === 'pseudo-class' && inner[0].kind === 'defined';
}

/**
 * An element's stylesheet as its code adopts it: without the rules for a
 * server-rendered shadow root before the element is defined (every selector
 * starting `:host(:not(:defined))`). The element adopts its styles as it is
 * defined, so those rules could never match there; the stylesheet a
 * server-rendered shadow root links (`sq-elements.prerendered.css`), or the
 * `<style>` the server writes into it, keeps them.
 */
export function adoptedStylesheet(css: string, filename = 'element.css'): string {
  const { code } = transform({
    filename,
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style: (rule) => (rule.value.selectors.every(beforeDefinition) ? [] : undefined),
      },
    },
  });
  return code.toString();
}

/** The library build's plugin: each element's `*.css?inline`, the styles it adopts, without those rules. */
export function adoptedStyles(): Plugin {
  return {
    name: 'sq-adopted-styles',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const [file, query] = id.split('?');
      if (query !== 'inline' || !file?.endsWith('.css')) return undefined;
      return { code: adoptedStylesheet(code, file), map: null };
    },
  };
}
