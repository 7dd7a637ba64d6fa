import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, siteContext } from '../../runtime/context.ts';
import { closeDialog, type DialogResult, type OpenDialog, openDialogs } from '../../runtime/dialogs.ts';
import { installErrorReporter } from '../../runtime/error-reporter.ts';
import { installTraceLog } from '../../runtime/trace-log.ts';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
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

  useEffect(() => {
    if (!inCharge) return;
    runtimeOptions.set({
      apiOrigin: config.apiOrigin,
      secureOrigin: config.secureOrigin,
      app: config.app,
      errorReporter: config.errorReporter,
      traceLog: config.traceLog,
    });
    return () => runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
  }, [inCharge, config.apiOrigin, config.secureOrigin, config.app, config.errorReporter, config.traceLog]);

  useEffect(() => {
    if (!inCharge || !config.errorReporter) return;
    const reporter = installErrorReporter();
    return () => void reporter.uninstall();
  }, [inCharge, config.errorReporter]);

  useEffect(() => {
    if (!inCharge || !config.traceLog) return;
    const log = installTraceLog();
    return () => void log.uninstall();
  }, [inCharge, config.traceLog]);

  const dialogs = useSyncExternalStore(openDialogs.subscribe, openDialogs.get);
  return (
    <div part="layer" hidden={!inCharge}>
      {inCharge && dialogs.map((dialog) => <SystemDialog key={dialog.id} dialog={dialog} />)}
    </div>
  );
}

/** What Escape (the dialog's cancel) means for each kind of dialog. */
const ESCAPE_RESULT: Record<OpenDialog['kind'], DialogResult> = {
  'system-error-overlay': 'clear',
  'system-error-dialog': 'cancel',
  confirm: 'cancel',
  alert: 'cancel',
  info: 'cancel',
};

/**
 * One system dialog, as a native modal `<dialog>`: it sits in the top layer,
 * makes the rest of the page inert, keeps focus inside, and gives focus back
 * to where it was when it closes.
 */
function SystemDialog({ dialog }: { dialog: OpenDialog }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `sq-dialog-title-${dialog.id}`;
  const messageId = `sq-dialog-message-${dialog.id}`;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const returnFocus = deepActiveElement();
    if (!element.open) element.showModal();
    // The last button is the safe way out (Clear, Okay): it takes focus first.
    element.querySelector<HTMLElement>('[part=button]:last-of-type')?.focus();
    return () => {
      if (element.open) element.close();
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      part="dialog"
      data-kind={dialog.kind}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={dialog.message ? messageId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        closeDialog(dialog.id, ESCAPE_RESULT[dialog.kind]);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') trapTab(event.currentTarget, event);
      }}
    >
      <h2 part="title" id={titleId}>
        {dialog.title}
      </h2>
      {dialog.message && (
        <p part="message" id={messageId}>
          {dialog.message}
        </p>
      )}
      <div part="buttons">
        {dialog.buttons.map((button) => (
          <button
            key={button.result}
            type="button"
            part="button"
            data-result={button.result}
            onClick={() => closeDialog(dialog.id, button.result)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}

/**
 * Keeps Tab inside the dialog: from the last button to the first and back.
 * A modal dialog makes the page inert, but Tab would still leave it for the
 * browser's own interface.
 */
function trapTab(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault(): void }): void {
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]'),
  ].filter((element) => !element.hasAttribute('disabled') && element.tabIndex >= 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = (dialog.getRootNode() as ShadowRoot).activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The focused element, looking inside open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
