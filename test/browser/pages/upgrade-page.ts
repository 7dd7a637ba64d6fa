/**
 * A page where no element is defined until a test asks: fixtures are made
 * first, as a page's markup is parsed before the library arrives, then the
 * element's module is loaded (in this frame's own realm, so its registry
 * starts empty). sq-elements.css is in the head, as the README asks.
 */
import { ELEMENT_LOADERS } from '../../../elements/registry.ts';

const page = {
  /** Loads the module that defines `tag` (its `*.element.ts`, unless `module` names another); resolves once defined. */
  async define(tag: string, module?: string): Promise<void> {
    const load = module ? () => import(/* @vite-ignore */ module) : ELEMENT_LOADERS[tag];
    if (!load) throw new Error(`upgrade page: no module defines <${tag}>`);
    await load();
    await customElements.whenDefined(tag);
  },
};

export type UpgradePage = typeof page;
Object.assign(window, { upgradePage: page });
