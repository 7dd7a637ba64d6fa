/**
 * A test-runner plugin that taps the page with a finger: a touch start and
 * end through the Chrome DevTools Protocol, so the page sees trusted pointer
 * events of type `touch` (and the click a tap gives), as on a phone; and
 * turns the mouse wheel, Ctrl held or not. Runs in
 * Node, loaded by web-test-runner.config.mjs.
 */

/** The command name the browser side sends (test/browser/tap.ts). */
export const TAP_COMMAND = 'sq-tap';

/** The command that drags one finger along a path (test/browser/tap.ts `swipe`). */
export const SWIPE_COMMAND = 'sq-swipe';

/** The command that sends fingers' touches as they are given, for several fingers at once (test/browser/tap.ts `pinch`). */
export const TOUCHES_COMMAND = 'sq-touches';

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
      if (![TAP_COMMAND, SWIPE_COMMAND, TOUCHES_COMMAND, WHEEL_COMMAND].includes(command)) return undefined;
      if (session.browser.type !== 'playwright' || !session.browser.getPage) {
        throw new Error(`${TAP_COMMAND} needs the Playwright launcher`);
      }
      const page = session.browser.getPage(session.id) as PlaywrightPage;
      const cdp = await page.context().newCDPSession(page);
      try {
        if (command === WHEEL_COMMAND) await cdp.send('Input.dispatchMouseEvent', wheelEvent(payload as WheelTurn));
        else {
          const steps = stamped(page, touchSteps(command, payload));
          if (steps.some((step) => step.type === 'touchMove')) {
            // A moving finger's events one after the other: sent together, the page would get one move per frame.
            for (const step of steps) await cdp.send('Input.dispatchTouchEvent', step);
          } else {
            // Taps are sent back to back (the protocol handles them in order): awaited one by one, a double
            // tap's two taps could reach a busy page further apart than its single-tap timer waits, though
            // their stamps say 16 ms.
            await Promise.all(steps.map((step) => cdp.send('Input.dispatchTouchEvent', step)));
          }
        }
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

/**
 * How far apart a finger's touch events are said to be: a 60 Hz touch
 * screen, the rate at which the page gets a moving finger's pointer events. The page reads a gesture's speed from the events' `timeStamp`,
 * which Chromium takes from the protocol's `timestamp`; stamped, a swipe or
 * a double tap is as fast on a busy machine as on a quiet one, however late
 * each event is delivered.
 */
export const TOUCH_STEP_MS = 16;

/**
 * The last time given to a touch event in each page, so that its next gesture's never go back before
 * it. Per page: files run side by side, and one page's gestures must not push another's later than now;
 * a page serves one file after another, and a file's first gesture must not go back before the last one's.
 */
const lastStampSeconds = new WeakMap<object, number>();

/** The steps with their times: from now (or just after the page's last gesture), one `TOUCH_STEP_MS` apart. */
function stamped(page: object, steps: TouchStep[]): (TouchStep & { timestamp: number })[] {
  const last = lastStampSeconds.get(page) ?? 0;
  const start = Math.max(Date.now() / 1000, last + TOUCH_STEP_MS / 1000);
  const withTimes = steps.map((step, index) => ({ ...step, timestamp: start + (index * TOUCH_STEP_MS) / 1000 }));
  lastStampSeconds.set(page, withTimes.at(-1)?.timestamp ?? last);
  return withTimes;
}

/** The protocol's trusted wheel event; modifiers 2 is Ctrl. */
function wheelEvent({ x, y, deltaY, ctrl }: WheelTurn) {
  return { type: 'mouseWheel', x, y, deltaX: 0, deltaY, modifiers: ctrl ? 2 : 0 };
}
