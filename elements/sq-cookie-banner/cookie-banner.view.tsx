import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { siteOwnerHtml } from '../../lib/trusted-html.ts';
import { consent, consentState, installConsent, setBannerPolicy } from '../../runtime/consent/index.ts';
import { siteContext } from '../../runtime/core/index.ts';
import { isScreenshotPage } from '../../runtime/core/screenshot/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useLayer } from '../kit/react/hooks/layers/use-layer.ts';
import { useIsClient } from '../kit/react/hooks/optional/use-is-client.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { bannerButtons, bannerState, buttonStyle, normalizeBannerSettings } from './cookie-banner.logic.ts';
import type { cookieBannerApi } from './cookie-banner.schema.ts';

/** The banner's accessible name. */
const BANNER_LABEL = 'Cookie consent';

export function CookieBannerView({ config, host, emit }: ViewProps<typeof cookieBannerApi>) {
  const context = useSyncExternalStore(siteContext.subscribe, siteContext.get, siteContext.get);
  const state = useSyncExternalStore(consentState.subscribe, consentState.get, consentState.get);
  // An overlay the visitor's cookie decides, which the server cannot read: the server draws the banner
  // from the element's own settings, hidden until the page decides (the host's data-state, set by the
  // first view, cookie-banner.first-view.ts, or by this view once it runs), and hydration draws the
  // same. From the browser's first render on, it is drawn as the visitor's state has it.
  const onClient = useIsClient();
  const [dismissed, setDismissed] = useState(false);
  const [decidedHere, setDecidedHere] = useState(false);
  const panel = useRef<HTMLElement>(null);

  const settings = normalizeBannerSettings(
    onClient ? { ...config, ...state.forced?.settings } : config,
    context.cookieSettings,
  );
  const forced = state.forced !== null;
  const banner = bannerState({
    enabled: settings.enabled && onClient,
    screenshot: onClient && isScreenshotPage(location.search),
    choice: state.choice,
    forced,
    dismissed,
    decidedHere,
  });
  const visible = banner === 'shown' || banner === 'forced';
  // Drawn as the server drew it until hydrated: whatever the site context, when the element itself does
  // not turn it off. The host keeps the state its first view gave it until then (hidden without one).
  const drawn = onClient ? visible : config.isCookieBannerEnabled !== false;
  useDataState(host, onClient ? banner : (host.getAttribute('data-state') ?? banner));

  // The banner's settings are part of the page's policy; the consent service clears cookies by it.
  useEffect(() => installConsent().uninstall, []);
  const { analyticsCookiesDisabled, restrictiveAbsolute, activityLog } = settings;
  useEffect(() => {
    setBannerPolicy({ restrictive: analyticsCookiesDisabled, absolute: restrictiveAbsolute, activityLog });
    return () => setBannerPolicy(null);
  }, [analyticsCookiesDisabled, restrictiveAbsolute, activityLog]);

  // Forcing the banner again shows it again, whatever Escape did before.
  const forcedSettings = state.forced;
  useEffect(() => {
    if (forcedSettings) {
      setDismissed(false);
      setDecidedHere(false);
    }
  }, [forcedSettings]);

  // Announced once it is on screen: a live region filled after the banner appears is read out.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    if (!visible) {
      setAnnounced(false);
      return;
    }
    const frame = requestAnimationFrame(() => setAnnounced(true));
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  const popup = settings.variant === 'POPUP';
  const dismiss = () => {
    setDismissed(true);
    if (forced) consent.releaseBanner();
  };
  // The popup is on the layer stack: Escape (or the back gesture) hides it until the next page, and
  // stores no choice; a click elsewhere on the page leaves it open.
  useLayer(visible && popup, panel, (reason) => {
    if (reason === 'escape') dismiss();
  });

  const choose = (allowed: boolean) => {
    consent.choose(allowed);
    setDecidedHere(true);
    emit('sq-consent', { allowed });
  };

  const buttons = bannerButtons(settings);
  const style = buttonStyle(settings);

  return (
    <div part="layer">
      {drawn && (
        <section
          ref={panel}
          part="banner"
          role={popup ? 'dialog' : 'region'}
          aria-label={BANNER_LABEL}
          aria-describedby="sq-cookie-banner-text"
          data-variant={settings.variant}
          data-theme={settings.theme}
          data-position={settings.position}
        >
          <div
            part="text"
            id="sq-cookie-banner-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site owner's own message, through the library's Trusted Types policy.
            dangerouslySetInnerHTML={{ __html: siteOwnerHtml(settings.text) }}
          />
          <div part="actions">
            {buttons.map(({ choice, label }) => (
              <button
                key={String(choice)}
                type="button"
                part="button"
                data-choice={choice ? 'accept' : 'decline'}
                data-style={style}
                aria-label={style === 'ICON' ? label : undefined}
                onClick={() => choose(choice)}
              >
                {style === 'ICON' ? <CheckIcon /> : label}
              </button>
            ))}
          </div>
          <p part="announcement" className="visually-hidden" aria-live="polite">
            {announced ? `${BANNER_LABEL}: ${buttons.map((button) => button.label).join(' or ')}.` : ''}
          </p>
        </section>
      )}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
