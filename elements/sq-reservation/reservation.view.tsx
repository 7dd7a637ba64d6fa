import { useEffect, useRef, useState } from 'react';
import { consent, consentState } from '../../runtime/consent/index.ts';
import { loadScript } from '../../runtime/script-loader/index.ts';
import { contextIsKnown, followContextKnown } from '../kit/element/context-known/context-known.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useInView } from '../kit/react/hooks/optional/use-in-view.ts';
import { useMachine } from '../kit/react/hooks/optional/use-machine.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import {
  cleanBusiness,
  RESERVATION_MACHINE,
  RESERVATION_WIDGETS_GLOBAL,
  type ReservationWidgets,
  reservationSettings,
  reservationState,
} from './reservation.logic.ts';
import type { reservationApi } from './reservation.schema.ts';

const widgets = () =>
  (globalThis as Record<string, unknown>)[RESERVATION_WIDGETS_GLOBAL] as ReservationWidgets | undefined;

export function ReservationView({ config, host }: ViewProps<typeof reservationApi>) {
  const business = cleanBusiness(config.business);
  const { scriptSrc, needsConsent } = config;
  // Consent is decided once the site context is known, as the map's is (spec 002 §4).
  const [consented, setConsented] = useState(false);
  useEffect(() => {
    const check = () => setConsented(contextIsKnown() && consent.allowed());
    check();
    const stopContext = followContextKnown(check);
    const stopConsent = consentState.subscribe(check);
    return () => {
      stopContext();
      stopConsent();
    };
  }, []);
  const [load, dispatch] = useMachine(RESERVATION_MACHINE, 'idle');
  const state = reservationState({ business: config.business, scriptSrc, needsConsent, consented, load });
  useDataState(host, state);
  const target = useRef<HTMLDivElement>(null);
  // Nothing is asked of the provider before the widget first comes into view.
  const inView = useInView(host);
  const [seen, setSeen] = useState(false);
  if (inView && !seen) setSeen(true);

  const ready = state !== 'empty' && state !== 'consent' && seen;
  useEffect(() => {
    if (!ready) return;
    let current = true;
    dispatch('RESET');
    dispatch('START');
    loadScript(scriptSrc, reservationSettings.scriptTimeoutMs)
      .then(() => {
        const into = target.current;
        const make = widgets()?.createReservationWidget;
        if (!current || !into || typeof make !== 'function') return current && dispatch('FAILED');
        into.replaceChildren();
        make(business, into);
        // A script that drew nothing leaves the page's content, as one that did not load.
        dispatch(into.childNodes.length > 0 ? 'DREW' : 'FAILED');
      })
      // Failed or timed out: the page's content stays; data-state says why nothing more came.
      .catch(() => current && dispatch('FAILED'));
    return () => {
      current = false;
      target.current?.replaceChildren();
    };
  }, [ready, business, scriptSrc]);

  return (
    <>
      <div part="fallback" hidden={state === 'widget'}>
        <slot />
      </div>
      {/* The script's own content: React renders nothing inside it, so it never touches what the script drew. */}
      <div part="widget" ref={target} hidden={state !== 'widget'} />
    </>
  );
}
