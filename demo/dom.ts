/** Small DOM helpers the demo pages' scripts share. */

/** The page's element with this id; a missing one is a mistake in the page, said with the page's name. */
export function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`${location.pathname}: #${id} is missing from the page`);
  return found as T;
}

/** A new element with attributes and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
