import { loadFrame } from './frame.ts';
import type { UpgradePage } from './pages/upgrade-page.ts';

const PAGE = '/test/browser/pages/upgrade.html';
/** In view and of a known size: lazy loading and the elements' in-view logic work as on a page. */
const FRAME_STYLE = 'position:fixed;left:0;top:0;width:800px;height:600px;border:0;background:#fff;z-index:1';

/** A fresh page in a frame, with sq-elements.css and no element defined yet. */
export interface BeforeUpgrade {
  window: Window & typeof globalThis & { upgradePage: UpgradePage };
  document: Document;
  /** Adds `html` to the frame's body in a container of its own; returns the container. */
  add(html: string): HTMLElement;
  /** Defines `tag` in the frame (see {@link UpgradePage.define}). */
  define(tag: string, module?: string): Promise<void>;
}

/**
 * For a suite: returns the function that opens a fresh frame where nothing is
 * defined, for fixtures made before their tag is defined; the frame is
 * removed after each test.
 */
export function beforeUpgradeOpener(): () => Promise<BeforeUpgrade> {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });
  return async () => {
    frame = await loadFrame(PAGE, 'upgradePage', FRAME_STYLE);
    const window = frame.contentWindow as BeforeUpgrade['window'];
    const document = window.document;
    return {
      window,
      document,
      add(html) {
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        return container;
      },
      define: (tag, module) => window.upgradePage.define(tag, module),
    };
  };
}
