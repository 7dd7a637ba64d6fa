import { useEffect, useRef } from 'react';
import { loadScript } from '../../runtime/script-loader/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useMachine } from '../kit/react/hooks/optional/use-machine.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import {
  cleanUsername,
  FOLLOW_BUTTON_MACHINE,
  FOLLOW_WIDGETS_GLOBAL,
  type FollowWidgets,
  followButtonSettings,
  followText,
  isUsername,
  profileHref,
} from './follow-button.logic.ts';
import type { followButtonApi } from './follow-button.schema.ts';

const widgets = () => (globalThis as Record<string, unknown>)[FOLLOW_WIDGETS_GLOBAL] as FollowWidgets | undefined;

export function FollowButtonView({ config, host }: ViewProps<typeof followButtonApi>) {
  const usable = isUsername(config.username);
  const username = cleanUsername(config.username);
  const [loaded, dispatch] = useMachine(FOLLOW_BUTTON_MACHINE, 'link');
  const state = usable ? loaded : 'empty';
  const target = useRef<HTMLSpanElement>(null);
  useDataState(host, state);

  const { scriptSrc } = config;
  useEffect(() => {
    if (!usable || !scriptSrc) return;
    let current = true;
    dispatch('RESET');
    dispatch('START');
    loadScript(scriptSrc, followButtonSettings.scriptTimeoutMs)
      .then(() => {
        const into = target.current;
        const make = widgets()?.createFollowButton;
        if (!current || !into || typeof make !== 'function') return current && dispatch('FAILED');
        into.replaceChildren();
        make(username, into);
        // A script that drew nothing leaves the link, as one that did not load.
        dispatch(into.childNodes.length > 0 ? 'DREW' : 'FAILED');
      })
      // Failed or timed out: the link stays; data-state says why nothing more came.
      .catch(() => current && dispatch('FAILED'));
    return () => {
      current = false;
      target.current?.replaceChildren();
    };
  }, [usable, username, scriptSrc]);

  // The page's own content, in a box of ours: the light DOM shows as written.
  if (!usable) {
    return (
      <span>
        <slot />
      </span>
    );
  }
  return (
    <>
      <a part="link" href={profileHref(config.profileUrl, username)} hidden={state === 'widget'}>
        {followText(username)}
      </a>
      {/* The script's own content: React renders nothing inside it, so it never touches what the script drew. */}
      <span part="widget" ref={target} hidden={state !== 'widget'} />
    </>
  );
}
