/**
 * Constructable stylesheets, made once per CSS text and shared by every
 * instance of an element (and by every element for the base sheet).
 */

/** What every element's shadow root has: a hidden host shows nothing, whatever its own styles say. */
export const BASE_CSS = ':host([hidden]) { display: none !important; }';

const sheets = new Map<string, CSSStyleSheet>();

/** The shared stylesheet for a CSS text. */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The whole stylesheet of an element, as the server links it: the base sheet and the element's own. */
export function stylesheetText(css: string | undefined): string {
  return css ? `${BASE_CSS}\n${css}` : BASE_CSS;
}

/** The sheets a shadow root adopts for an element's CSS text; the browser copies the list as it adopts it. */
const adopted = new Map<string | undefined, CSSStyleSheet[]>();

/** Adopts the base sheet and the element's own into a shadow root. */
export function adoptStyles(root: ShadowRoot, css: string | undefined): void {
  let list = adopted.get(css);
  if (!list) {
    list = css ? [sheetFor(BASE_CSS), sheetFor(css)] : [sheetFor(BASE_CSS)];
    adopted.set(css, list);
  }
  root.adoptedStyleSheets = list;
}
