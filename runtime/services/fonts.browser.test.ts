import { expect } from 'chai';
import { waitFor } from '../../test/browser/harness.ts';
import { openDialogs } from '../core/dialogs.ts';
import type { ServiceShare } from '../core/shared-service.ts';
import { installFontLog } from './fonts.ts';

const KIT = '/test/browser/pages/fonts/missing-kit.css';
const LOGGED = 'sq-runtime: the font "sq-kit-missing" (400 normal) did not load';

/** Adds the kit's stylesheet, as a typekit embed does, and waits until it has loaded. */
async function addKit(): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = KIT;
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
  document.head.append(link);
  await loaded;
  return link;
}

/** Asks for the kit's font, as text set in it would, and waits until the browser has given up on it. */
async function useKitFont(): Promise<void> {
  await document.fonts.load('16px "sq-kit-missing"').catch(() => undefined);
}

describe('missing fonts (spec 000 §8 "Other")', () => {
  let messages: { level: string; text: string }[] = [];
  const { warn, error } = console;
  let kit: HTMLLinkElement | undefined;
  let share: ServiceShare | undefined;

  beforeEach(() => {
    messages = [];
    console.warn = (...args: unknown[]) => messages.push({ level: 'warn', text: args.join(' ') });
    console.error = (...args: unknown[]) => messages.push({ level: 'error', text: args.join(' ') });
  });
  afterEach(() => {
    console.warn = warn;
    console.error = error;
    kit?.remove();
    kit = undefined;
    share?.uninstall();
    share = undefined;
  });

  it('missing fonts in a typekit set are only logged to the console: once, never reported or shown', async () => {
    share = installFontLog();
    kit = await addKit();
    await useKitFont();
    await waitFor(() => messages.length > 0, 'the log');
    await useKitFont();
    expect(messages).to.deep.equal([{ level: 'warn', text: LOGGED }]);
    expect(openDialogs.get(), 'nothing shown').to.deep.equal([]);
  });

  it('logs a face that failed before the log started, when it starts', async () => {
    kit = await addKit();
    await useKitFont();
    expect(messages, 'nobody listening yet').to.deep.equal([]);
    share = installFontLog();
    expect(messages).to.deep.equal([{ level: 'warn', text: LOGGED }]);
  });
});
