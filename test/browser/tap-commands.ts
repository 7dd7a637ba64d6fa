/**
 * A test-runner plugin that taps the page with a finger: a touch start and
 * end through the Chrome DevTools Protocol, so the page sees trusted pointer
 * events of type `touch` (and the click a tap gives), as on a phone; and
 * turns the mouse wheel, with Ctrl held or not. Runs in
 * Node, loaded by web-test-runner.config.mjs.
 */

/** The command name the browser side sends (test/browser/tap.ts). */
export const TAP_COMMAND = 'sq-tap';

/** The command that drags one finger along a path (test/browser/tap.ts `swipe`). */
export const SWIPE_COMMAND = 'sq-swipe';

/** The command that turns the mouse wheel over a point, Ctrl held or not (test/browser/tap.ts `wheel`). */
export const WHEEL_COMMAND = 'sq-wheel';

/** A wheel turn: where, how far (CSS pixels, down positive) and with Ctrl held. */
export interface WheelTurn {
  x: number;
  y: number;
  deltaY: number;
  ctrl: boolean;
}

/** Where to tap, in CSS pixels from the page's top left corner. */
export interface TapPoint {
  x: number;
  y: number;
}

interface CommandArgs {
  command: string;
  payload: unknown;
  session: { id: string; browser: { type?: string; getPage?(id: string): unknown } };
}

interface CdpSession {
  send(method: string, params: unknown): Promise<unknown>;
  detach(): Promise<void>;
}

interface PlaywrightPage {
  context(): { newCDPSession(page: unknown): Promise<CdpSession> };
}

export function tapCommands() {
  return {
    name: 'sq-tap-commands',
    async executeCommand({ command, payload, session }: CommandArgs): Promise<true | undefined> {
      if (command !== TAP_COMMAND && command !== SWIPE_COMMAND && command !== WHEEL_COMMAND) return undefined;
      if (session.browser.type !== 'playwright' || !session.browser.getPage) {
        throw new Error(`${TAP_COMMAND} needs the Playwright launcher`);
      }
      if (command === WHEEL_COMMAND) {
        const turn = payload as WheelTurn;
        const page = session.browser.getPage(session.id) as PlaywrightPage;
        const cdp = await page.context().newCDPSession(page);
        try {
          // Modifiers 2 is Ctrl, as the trusted event the browser scrolls or zooms by.
          await cdp.send('Input.dispatchMouseEvent', {
            type: 'mouseWheel',
            x: turn.x,
            y: turn.y,
            deltaX: 0,
            deltaY: turn.deltaY,
            modifiers: turn.ctrl ? 2 : 0,
          });
        } finally {
          await cdp.detach();
        }
        return true;
      }
      // A tap is a one-point path; a swipe's points are the finger's positions, first to last.
      const path = command === TAP_COMMAND ? [payload as TapPoint] : (payload as TapPoint[]);
      const page = session.browser.getPage(session.id) as PlaywrightPage;
      const cdp = await page.context().newCDPSession(page);
      try {
        const [first, ...rest] = path;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
        for (const point of rest)
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } finally {
        await cdp.detach();
      }
      return true;
    },
  };
}
