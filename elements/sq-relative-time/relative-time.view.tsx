import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { siteContext } from '../../runtime/core/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import {
  formatRelativeTime,
  parseDatetime,
  RELATIVE_TIME_UPDATE_MS,
  relativeTimeClock,
  timeLocale,
} from './relative-time.logic.ts';
import type { relativeTimeApi } from './relative-time.schema.ts';

const siteLocale = () => siteContext.get().websiteLocale;

export function RelativeTimeView({ config, host }: ViewProps<typeof relativeTimeApi>) {
  const site = useSyncExternalStore(siteContext.subscribe, siteLocale, siteLocale);
  // The page's language (`<html lang>`), read after rendering, before the browser paints: never while rendering.
  const [page, setPage] = useState<string>();
  useLayoutEffect(() => setPage(document.documentElement.lang || undefined), []);
  const then = parseDatetime(config.datetime);
  const [now, setNow] = useState(() => relativeTimeClock.now());
  useEffect(() => {
    if (then === undefined) return;
    // At once too: a server rendering was made earlier than this page shows it.
    setNow(relativeTimeClock.now());
    return relativeTimeClock.every(RELATIVE_TIME_UPDATE_MS, () => setNow(relativeTimeClock.now()));
  }, [then]);
  useDataState(host, then === undefined ? 'empty' : 'shown');
  const time = useRef<HTMLTimeElement>(null);
  const iso = then === undefined ? undefined : new Date(then).toISOString();
  const text = then === undefined ? undefined : formatRelativeTime(then, now, timeLocale(config.locale, page, site));
  // Hydration keeps the server's text and datetime (suppressHydrationWarning), and React then takes them to be
  // this render's: the page may have changed the attribute since the server rendered. Bring the same nodes up to
  // date, so React's later updates land on what is shown.
  useLayoutEffect(() => {
    const element = time.current;
    if (!element || iso === undefined || text === undefined) return;
    if (element.getAttribute('datetime') !== iso) element.setAttribute('datetime', iso);
    const node = element.firstChild;
    if (node?.nodeType === Node.TEXT_NODE && node.nodeValue !== text) node.nodeValue = text;
  });
  if (then === undefined) {
    return (
      <time part="time">
        <slot />
      </time>
    );
  }
  return (
    // The server wrote its text at its own "now": hydration keeps it, and the effect above brings it up to date.
    <time part="time" dateTime={iso} ref={time} suppressHydrationWarning>
      {text}
    </time>
  );
}
