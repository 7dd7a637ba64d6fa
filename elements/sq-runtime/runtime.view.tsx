import { type RefObject, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { installConsent } from '../../runtime/consent.ts';
import { DEFAULT_RUNTIME_OPTIONS, type RuntimeOptions, runtimeOptions, siteContext } from '../../runtime/context.ts';
import { dismissResult, isModal } from '../../runtime/dialogs.logic.ts';
import { closeDialog, dialogHidden, dismissDialog, type OpenDialog, openDialogs } from '../../runtime/dialogs.ts';
import { installErrorReporter } from '../../runtime/error-reporter.ts';
import { installEscapeKey } from '../../runtime/escape-key.ts';
import { installFontLog } from '../../runtime/fonts.ts';
import { confirmLogout } from '../../runtime/logout.ts';
import { installOwnerRedirect } from '../../runtime/owner-redirect.ts';
import { lazyService, type ServiceShare } from '../../runtime/shared-service.ts';
import { installTraceLog } from '../../runtime/trace-log.ts';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { useLayer } from '../kit/hooks/use-layer.ts';
import { useModalDialog } from '../kit/hooks/use-modal-dialog.ts';
import { claimPage, releasePage, SECOND_RUNTIME_WARNING } from './runtime.logic.ts';
import type { runtimeApi } from './runtime.schema.ts';

let warnedSecond = false;

export function RuntimeView({ config, host }: ViewProps<typeof runtimeApi>) {
  const [inCharge, setInCharge] = useState<boolean | null>(null);

  useLayoutEffect(() => {
    const claimed = claimPage(host);
    setInCharge(claimed);
    if (!claimed && !warnedSecond) {
      warnedSecond = true;
      console.warn(SECOND_RUNTIME_WARNING);
    }
    return () => releasePage(host);
  }, [host]);

  useDataState(host, inCharge === false ? 'inert' : 'active');

  // Context and options reach every service through their stores.
  useEffect(() => {
    if (!inCharge) return;
    siteContext.set(config.context);
  }, [inCharge, config.context]);

  // The options are every field but the context.
  const { apiOrigin, secureOrigin, app, errorReporter, traceLog, keyboard, editor, performance } = config;
  useEffect(() => {
    if (!inCharge) return;
    const options = { apiOrigin, secureOrigin, app, errorReporter, traceLog, keyboard, editor, performance };
    runtimeOptions.set(options satisfies RuntimeOptions);
    return () => runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
  }, [inCharge, apiOrigin, secureOrigin, app, errorReporter, traceLog, keyboard, editor, performance]);

  useService(Boolean(inCharge && config.errorReporter), installErrorReporter);
  useService(Boolean(inCharge && config.traceLog), installTraceLog);
  useService(Boolean(inCharge && config.keyboard), installAccountKeys);
  // Clears the tracking cookies at load where a restrictive policy applies and consent is absent (spec 002 §4).
  useService(Boolean(inCharge), installConsent);
  // Entry animations are a chunk of their own, loaded by the runtime in charge.
  useService(Boolean(inCharge), installEntryAnimationsLazily);
  // The collector and web-vitals are a chunk of their own, loaded only when the collector is on.
  useService(Boolean(inCharge && config.performance), installPerformanceCollectorLazily);
  // Fonts that fail to load are only logged (spec 000 §8).
  useService(Boolean(inCharge), installFontLog);

  const dialogs = useSyncExternalStore(openDialogs.subscribe, openDialogs.get, openDialogs.get);
  return (
    <div part="layer" hidden={!inCharge}>
      {inCharge && dialogs.map((dialog) => <SystemDialog key={dialog.id} dialog={dialog} />)}
    </div>
  );
}

// Services whose code is a chunk of their own, installed as shares like the others once their chunk is in.
const installEntryAnimationsLazily = lazyService(() =>
  import('../../runtime/entry-animations.ts').then((module) => module.installEntryAnimations),
);
const installPerformanceCollectorLazily = lazyService(() =>
  import('../../runtime/performance.ts').then((module) => module.installPerformanceCollector),
);

/**
 * What `keyboard` turns on: Escape and Shift+Escape, the owner redirect on
 * arrival, and the logout confirmation (spec 000 §2).
 */
function installAccountKeys(): { uninstall(): void } {
  const escapeKey = installEscapeKey();
  const ownerRedirect = installOwnerRedirect();
  confirmLogout();
  return {
    uninstall() {
      escapeKey.uninstall();
      ownerRedirect.uninstall();
    },
  };
}

/** Runs a page service while `on`; it is stopped when turned off or when the runtime goes. */
function useService(on: boolean, install: () => ServiceShare): void {
  useEffect(() => {
    if (!on) return;
    const service = install();
    return () => void service.uninstall();
  }, [on, install]);
}

/**
 * One dialog, as a native `<dialog>`. Modal dialogs sit in the top layer,
 * make the rest of the page inert, take focus (the safe button first), keep
 * it inside and give it back when they are destroyed. The information dialog
 * is not modal: it shows top right and leaves focus where it is.
 *
 * Shown, then hiding (the exit animation, unless reduced motion removes it),
 * then destroyed; the dialog is on the layer stack while shown, so Escape and
 * a click on the overlay dismiss the newest one first.
 */
function SystemDialog({ dialog }: { dialog: OpenDialog }) {
  const ref = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = `sq-dialog-title-${dialog.id}`;
  const messageId = `sq-dialog-message-${dialog.id}`;
  const modal = isModal(dialog.kind);
  const { id, state, kind } = dialog;
  const dismiss = () => dismissDialog(id);

  useModalDialog({
    open: modal,
    dialog: ref as RefObject<HTMLDialogElement>,
    panel,
    onClose: dismiss,
    leaving: state === 'hiding',
    initialFocus: () => (ref.current ? safeButton(ref.current, kind) : null),
  });
  useLayer(!modal && state === 'shown', panel, dismiss);

  useEffect(() => {
    const element = ref.current;
    if (state !== 'hiding' || !element) return;
    // Without an exit animation (reduced motion) the dialog goes at once; the store's fallback timer covers the rest.
    const animations = element.getAnimations({ subtree: true });
    if (animations.length === 0) {
      dialogHidden(id);
      return;
    }
    let current = true;
    Promise.all(animations.map((animation) => animation.finished)).then(
      () => current && dialogHidden(id),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, state]);

  const content = (
    <div part="panel" ref={panel}>
      <h2 part="title" id={titleId}>
        {dialog.title}
      </h2>
      {dialog.message && (
        <p part="message" id={messageId}>
          {dialog.message}
        </p>
      )}
      {dialog.buttons.length > 0 && (
        <div part="buttons">
          {dialog.buttons.map((button) => (
            <button
              key={button.result}
              type="button"
              part="button"
              data-result={button.result}
              disabled={state !== 'shown'}
              onClick={() => closeDialog(id, button.result)}
            >
              {button.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );

  const shared = {
    part: 'dialog',
    'data-kind': dialog.kind,
    'data-style': dialog.style,
    'data-state': state,
    'aria-labelledby': titleId,
    'aria-describedby': dialog.message ? messageId : undefined,
  };

  if (!modal) {
    return (
      <div ref={ref as RefObject<HTMLDivElement>} role="status" {...shared}>
        {content}
      </div>
    );
  }

  return (
    <dialog ref={ref as RefObject<HTMLDialogElement>} role="alertdialog" aria-modal="true" {...shared}>
      {content}
    </dialog>
  );
}

/** The button that takes focus first: the one that dismisses (Cancel, Clear), else the last (Okay, Confirm). */
function safeButton(dialog: HTMLElement, kind: OpenDialog['kind']): HTMLButtonElement | null {
  return (
    dialog.querySelector<HTMLButtonElement>(`[part=button][data-result=${dismissResult(kind)}]`) ??
    dialog.querySelector<HTMLButtonElement>('[part=button]:last-of-type')
  );
}
