/**
 * A test-runner plugin that taps the page with a finger: a touch start and
 * end through the Chrome DevTools Protocol, so the page sees trusted pointer
 * events of type `touch` (and the click a tap gives), as on a phone. Runs in
 * Node, loaded by web-test-runner.config.mjs.
 */

/** The command name the browser side sends (test/browser/tap.ts). */
export const TAP_COMMAND = 'sq-tap';

/** The command that drags one finger along a path (test/browser/tap.ts `swipe`). */
export const SWIPE_COMMAND = 'sq-swipe';

/** The command that sends fingers' touches as they are given, for several fingers at once (test/browser/tap.ts `pinch`). */
export const TOUCHES_COMMAND = 'sq-touches';

/** Where to tap, in CSS pixels from the page's top left corner. */
export interface TapPoint {
  x: number;
  y: number;
}

/** One touch event of the protocol: the fingers down after it, each named by an id that stays the same. */
export interface TouchStep {
  type: 'touchStart' | 'touchMove' | 'touchEnd';
  touchPoints: (TapPoint & { id: number })[];
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
      if (command !== TAP_COMMAND && command !== SWIPE_COMMAND && command !== TOUCHES_COMMAND) return undefined;
      if (session.browser.type !== 'playwright' || !session.browser.getPage) {
        throw new Error(`${TAP_COMMAND} needs the Playwright launcher`);
      }
      const page = session.browser.getPage(session.id) as PlaywrightPage;
      const cdp = await page.context().newCDPSession(page);
      try {
        for (const step of touchSteps(command, payload)) await cdp.send('Input.dispatchTouchEvent', step);
      } finally {
        await cdp.detach();
      }
      return true;
    },
  };
}

/** The protocol's touch events for a command: a tap is a one-point path; a swipe's points are one finger's positions. */
function touchSteps(command: string, payload: unknown): TouchStep[] {
  if (command === TOUCHES_COMMAND) return payload as TouchStep[];
  const [first, ...rest] = command === TAP_COMMAND ? [payload as TapPoint] : (payload as TapPoint[]);
  const finger = (point: TapPoint | undefined) => (point ? [{ ...point, id: 0 }] : []);
  return [
    { type: 'touchStart', touchPoints: finger(first) },
    ...rest.map((point): TouchStep => ({ type: 'touchMove', touchPoints: finger(point) })),
    { type: 'touchEnd', touchPoints: [] },
  ];
}
