import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useLightDom } from '../kit/react/hooks/page/use-light-dom.ts';
import { activeTab, tabAfterKey } from './menu.logic.ts';
import type { menuApi } from './menu.schema.ts';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** The menus: the host's element children. */
const panelsOf = (host: Element) => [...host.children] as HTMLElement[];

/** Each menu's tab label: its first heading's text, else its `aria-label`. */
const readLabels = (host: Element) =>
  panelsOf(host).map(
    (panel) =>
      panel.querySelector(HEADINGS)?.textContent?.replace(/\s+/g, ' ').trim() || panel.getAttribute('aria-label') || '',
  );

/**
 * The APG tabs pattern over the light DOM's menus: the tab list is drawn in
 * the shadow root, one tab per menu; the menus stay where the author wrote
 * them and become its tab panels (role, tabindex, `hidden` on all but the
 * selected one). Arrows, Home and End move the focus along the tabs; Enter,
 * Space or a click selects (the tab is a button).
 */
export function MenuView({ config, host }: ViewProps<typeof menuApi>) {
  const labels = useLightDom(host, readLabels) ?? [];
  const [chosen, setChosen] = useState(0);
  const active = activeTab(chosen, labels.length);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reading of the light DOM means menus to mark again.
  useLayoutEffect(() => {
    panelsOf(host).forEach((panel, i) => {
      panel.setAttribute('role', 'tabpanel');
      panel.tabIndex = 0;
      panel.hidden = i !== active;
      const heading = panel.querySelector(HEADINGS);
      panel.ariaLabelledByElements = heading ? [heading] : null;
      const tab = tabs.current[i];
      if (tab) tab.ariaControlsElements = [panel];
    });
  }, [host, active, labels]);
  // Leaving the page, the menus become plain sections again.
  useLayoutEffect(
    () => () => {
      for (const panel of panelsOf(host)) {
        for (const name of ['role', 'tabindex', 'hidden']) panel.removeAttribute(name);
        panel.ariaLabelledByElements = null;
      }
    },
    [host],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.current.indexOf(event.target as HTMLButtonElement);
    const next = index < 0 ? null : tabAfterKey(event.key, index, labels.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div part="tabs" role="tablist" aria-label={config.label} onKeyDown={onKeyDown}>
        {labels.map((label, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its menu's place; labels may repeat.
            key={i}
            ref={(tab) => {
              tabs.current[i] = tab;
            }}
            type="button"
            part="tab"
            role="tab"
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setChosen(i)}
          >
            {label || `${i + 1}`}
          </button>
        ))}
      </div>
      <slot />
    </>
  );
}
