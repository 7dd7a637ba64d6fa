import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  cleanup,
  fixture,
  MODULE_LOAD_TIMEOUT_MS,
  overrideProperty,
  waitFor,
} from '../../../../test/browser/harness.ts';
import { middleOf, release, serverRendered } from '../../../../test/browser/hold-act-release.ts';
import { awaitingHydration } from '../ledger/hydration.ts';
import { markWaiting, performEarlyActions, stopRecording, WAITING_KEY, watchEarlyActions } from './early-actions.ts';

/** A waiting host of the test's own: a shadow root holding `html`, as the server would have written it. */
function waitingHost(html: string, light = ''): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<div>${light}</div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  watchEarlyActions();
  markWaiting(host);
  return { host, root };
}

/** Counts the clicks and keys that reach each node of `root` (the visitor's and the performed ones). */
function countActions(root: ShadowRoot | HTMLElement): Map<EventTarget, string[]> {
  const seen = new Map<EventTarget, string[]>();
  for (const type of ['click', 'keydown']) {
    root.addEventListener(type, (event) => {
      const target = event.composedPath()[0] as EventTarget;
      seen.set(target, [...(seen.get(target) ?? []), type === 'click' ? 'click' : (event as KeyboardEvent).key]);
    });
  }
  return seen;
}

describe('early actions', () => {
  afterEach(cleanup);

  describe('what is recorded, and performed once', () => {
    it('a button, a role=button and a tab stop: a click on each is performed again, once', () => {
      const { host, root } = waitingHost(
        '<button id="b" type="button">B</button><div id="r" role="button">R</div><span id="t" tabindex="0"><i id="inner">T</i></span>',
      );
      const seen = countActions(root);
      for (const id of ['b', 'r', 'inner']) (root.getElementById(id) as HTMLElement).click();
      seen.clear();
      performEarlyActions(host);
      // The tab stop's click is performed on the control, the nearest one to what was clicked.
      expect([...seen].map(([target, actions]) => [(target as Element).id, actions])).to.deep.equal([
        ['b', ['click']],
        ['r', ['click']],
        ['t', ['click']],
      ]);
      seen.clear();
      performEarlyActions(host);
      expect(seen.size, 'performed once only').to.equal(0);
    });

    it('a recorded action on a control that names more code (data-loads) asks the part that waits for it, once per action', () => {
      const asked: string[] = [];
      const scope = globalThis as unknown as Record<symbol, unknown>;
      const had = Object.getOwnPropertyDescriptor(scope, WAITING_KEY);
      Object.defineProperty(scope, WAITING_KEY, {
        value: { preload: (tag: string) => asked.push(tag) },
        configurable: true,
      });
      try {
        const { root } = waitingHost(
          '<button id="tile" type="button" data-loads="sq-lightbox">Tile</button><button id="next" type="button">Next</button><a id="link" href="#x" data-loads="sq-map">Link</a>',
        );
        (root.getElementById('next') as HTMLElement).click();
        expect(asked, 'a control that names none').to.deep.equal([]);
        (root.getElementById('link') as HTMLElement).addEventListener('click', (event) => event.preventDefault());
        (root.getElementById('link') as HTMLElement).click();
        expect(asked, 'a link: left to the platform, not recorded').to.deep.equal([]);
        (root.getElementById('tile') as HTMLElement).click();
        expect(asked).to.deep.equal(['sq-lightbox']);
      } finally {
        if (had) Object.defineProperty(scope, WAITING_KEY, had);
        else delete scope[WAITING_KEY];
      }
    });

    it('Enter or Space on a control with no native action is performed as a keydown; on a button, its click is', async () => {
      const { host, root } = waitingHost(
        '<div id="r" role="tab" tabindex="0">R</div><button id="b" type="button">B</button>',
      );
      const tab = root.getElementById('r') as HTMLElement;
      tab.focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'a' });
      (root.getElementById('b') as HTMLElement).focus();
      await sendKeys({ press: 'Space' });
      const seen = countActions(root);
      performEarlyActions(host);
      expect([...seen].map(([target, actions]) => [(target as Element).id, actions])).to.deep.equal([
        ['r', ['Enter']],
        ['b', ['click']],
      ]);
    });

    it("a submit button's click is recorded and the form is not posted before the code is there", () => {
      const { host, root } = waitingHost('<form method="post"><input name="q"><button id="s">Send</button></form>');
      const form = root.querySelector('form') as HTMLFormElement;
      const submits: boolean[] = [];
      form.addEventListener('submit', (event) => {
        submits.push(true);
        event.preventDefault();
      });
      const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
      (root.getElementById('s') as HTMLElement).dispatchEvent(click);
      expect(click.defaultPrevented, 'the native submission held').to.equal(true);
      expect(submits).to.deep.equal([]);
      performEarlyActions(host);
      expect(submits, 'submitted once, when performed').to.deep.equal([true]);
    });

    it('leaves to the platform a link, a summary, a label, a check box, a field and a slotted node of the page', () => {
      const { host, root } = waitingHost(
        `<a id="a" href="#early">A</a><details><summary id="s">S</summary>More</details>
         <label id="l"><input id="c" type="checkbox"> C</label><input id="f"><slot></slot>`,
        '<button id="page">The page’s own</button>',
      );
      // The label's click clicks its check box too.
      for (const id of ['a', 's', 'l', 'f']) (root.getElementById(id) as HTMLElement).click();
      (host.querySelector('#page') as HTMLElement).click();
      const seen = countActions(root);
      const light = countActions(host);
      performEarlyActions(host);
      expect([...seen.keys(), ...light.keys()]).to.deep.equal([]);
      expect(
        (root.getElementById('c') as HTMLInputElement).checked,
        'the check box toggled natively, by its label',
      ).to.equal(true);
      expect(root.querySelector('details')?.open, 'the summary opened its details natively').to.equal(true);
      history.replaceState(null, '', location.pathname + location.search);
    });

    it('drops an action whose node left the shadow root, and records none once the view hydrates', () => {
      const { host, root } = waitingHost(
        '<button id="gone" type="button">G</button><button id="late" type="button">L</button>',
      );
      const gone = root.getElementById('gone') as HTMLElement;
      gone.click();
      gone.remove();
      stopRecording(host);
      (root.getElementById('late') as HTMLElement).click();
      const seen = countActions(root);
      performEarlyActions(host);
      expect(seen.size).to.equal(0);
    });
  });

  describe('on a server-rendered element', () => {
    it('a link inside a waiting element navigates natively: not held, not recorded, not followed twice', async function () {
      this.timeout(MODULE_LOAD_TIMEOUT_MS);
      const [host] = await serverRendered('<sq-cart-link items="2" subtotal="$9.00" href="#basket"></sq-cart-link>');
      const link = host?.shadowRoot?.querySelector('a') as HTMLAnchorElement;
      const clicks: boolean[] = [];
      link.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
      await sendMouse({ type: 'click', position: middleOf(link) });
      expect(clicks, 'one click, its navigation not held').to.deep.equal([false]);
      await waitFor(() => location.hash === '#basket', 'the link to navigate');
      await release(host as HTMLElement, () => import('../../../sq-cart-link/cart-link.element.ts'));
      expect(clicks, 'not followed again once hydrated').to.deep.equal([false]);
      history.replaceState(null, '', location.pathname + location.search);
    });

    it('a click while the element hydrates reaches the view once, not again as a recorded action', async function () {
      this.timeout(MODULE_LOAD_TIMEOUT_MS);
      // Below the fold, and no idle period: only what the visitor does hydrates it.
      const idle: (() => void)[] = [];
      const restoreIdle = overrideProperty(window, 'requestIdleCallback', (callback: () => void) => {
        idle.push(callback);
        return 0;
      });
      try {
        fixture('<div style="height: 300vh"></div>');
        const [host] = await serverRendered('<sq-add-to-cart product-id="teapot"></sq-add-to-cart>');
        const element = host as HTMLElement;
        const button = element.shadowRoot?.querySelector('button') as HTMLButtonElement;
        const clicks: number[] = [];
        button.addEventListener('click', () => clicks.push(1));
        const added: unknown[] = [];
        element.addEventListener('sq-cart-add', (event) => added.push((event as CustomEvent).detail));
        void import('../../../sq-add-to-cart/add-to-cart.element.ts');
        // Its code is there and waits to hydrate (it asked for an idle period); then the visitor presses it.
        await waitFor(() => idle.length > 0 && awaitingHydration.has(element), 'the element to wait to hydrate', 30000);
        button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
        button.click();
        await release(element, async () => {});
        await waitFor(() => added.length > 0, 'the item added');
        await waitFor(() => element.dataset.state === 'idle', 'the button to settle');
        expect(clicks, 'clicks on the button').to.have.length(1);
        expect(added).to.have.length(1);
      } finally {
        restoreIdle();
      }
    });
  });
});
