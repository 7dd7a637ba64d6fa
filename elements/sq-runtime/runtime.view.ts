import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import {
  closeDialog,
  dialogHidden,
  dismissDialog,
  dismissResult,
  isModal,
  type OpenDialog,
  openDialogs,
} from '../../runtime/core/index.ts';
import { openLayer, openModalDialog } from '../../runtime/layers/index.ts';
import { runPageServices, stopPageServices } from '../../runtime/services/index.ts';
import type { LitView } from '../kit/lit/define-lit-element.ts';
import type { runtimeApi } from './runtime.schema.ts';
import { claimPage, releasePage } from './shared/runtime.logic.ts';

/** The warning a second runtime element gives. */
export const SECOND_RUNTIME_WARNING = 'sq-runtime: this page already has an <sq-runtime>; this one stays inert';

let warnedSecond = false;

/**
 * The runtime element's view, drawn with lit-html so a page whose only tag
 * is `<sq-runtime>` loads no React. The first runtime connected is in
 * charge: it publishes the site context and the service options, runs the
 * page services, and draws the system dialogs; another stays inert.
 */
export const runtimeView: LitView<typeof runtimeApi> = ({ host, root, requestRender }) => {
  const inCharge = claimPage(host);
  if (!inCharge && !warnedSecond) {
    warnedSecond = true;
    console.warn(SECOND_RUNTIME_WARNING);
  }
  const unsubscribe = inCharge ? openDialogs.subscribe(requestRender) : undefined;
  const dialogs = new Map<number, DialogLife>();

  return {
    render: () =>
      html`<div part="layer" ?hidden=${!inCharge}>${inCharge ? repeat(openDialogs.get(), (dialog) => dialog.id, dialogTemplate) : nothing}</div>`,

    rendered({ config }) {
      host.dataset.state = inCharge ? 'active' : 'inert';
      if (!inCharge) return;
      runPageServices(config);
      followDialogs(root, dialogs);
    },

    disconnected() {
      unsubscribe?.();
      for (const life of dialogs.values()) life.end();
      dialogs.clear();
      if (!inCharge) return;
      stopPageServices();
      releasePage(host);
    },
  };
};

const titleId = (id: number) => `sq-dialog-title-${id}`;
const messageId = (id: number) => `sq-dialog-message-${id}`;
const dialogId = (id: number) => `sq-dialog-${id}`;

/**
 * One dialog, as a native `<dialog>`. Modal dialogs sit in the top layer,
 * make the rest of the page inert, take focus (the safe button first), keep
 * it inside and give it back when they are destroyed. The information dialog
 * is not modal: it shows top right and leaves focus where it is.
 */
function dialogTemplate(dialog: OpenDialog): TemplateResult {
  const { id, state } = dialog;
  const content = html`<div part="panel"><h2 part="title" id=${titleId(id)}>${dialog.title}</h2>${
    dialog.message ? html`<p part="message" id=${messageId(id)}>${dialog.message}</p>` : nothing
  }${
    dialog.buttons.length > 0
      ? html`<div part="buttons">${repeat(
          dialog.buttons,
          (button) => button.result,
          (button) =>
            html`<button type="button" part="button" data-result=${button.result} ?disabled=${state !== 'shown'} @click=${() => closeDialog(id, button.result)}>${button.label}</button>`,
        )}</div>`
      : nothing
  }</div>`;
  const describedBy = dialog.message ? messageId(id) : nothing;
  if (!isModal(dialog.kind)) {
    return html`<div id=${dialogId(id)} role="status" part="dialog" data-kind=${dialog.kind} data-style=${dialog.style} data-state=${state} aria-labelledby=${titleId(id)} aria-describedby=${describedBy}>${content}</div>`;
  }
  return html`<dialog id=${dialogId(id)} role="alertdialog" aria-modal="true" part="dialog" data-kind=${dialog.kind} data-style=${dialog.style} data-state=${state} aria-labelledby=${titleId(id)} aria-describedby=${describedBy}>${content}</dialog>`;
}

/** What the view keeps for one drawn dialog, on the layer stack from the moment it is drawn. */
interface DialogLife {
  element: HTMLElement;
  /** Whether its hiding was seen. */
  hiding: boolean;
  /** Set once the dialog left the store (destroyed) or the runtime left the page. */
  ended: boolean;
  /** Removes its layer for good: a modal dialog closes and focus returns. */
  end(): void;
  /** It starts hiding: off the stack, destroyed once its exit animation is over. */
  hide(): void;
}

/**
 * Keeps each drawn dialog's life in step with the store, after a render:
 * shown, it is a layer on the page's stack (modal ones through
 * `openModalDialog`, as React views do through `useModalDialog`); hiding,
 * it leaves the stack and is destroyed once its exit animation ends (at
 * once without one, under reduced motion; the store's fallback timer
 * covers the rest); destroyed, its layer is removed and focus returns.
 */
function followDialogs(root: ShadowRoot, lives: Map<number, DialogLife>): void {
  const open = openDialogs.get();
  for (const [id, life] of lives) {
    if (open.some((dialog) => dialog.id === id)) continue;
    lives.delete(id);
    life.end();
  }
  for (const dialog of open) {
    let life = lives.get(dialog.id);
    if (!life) {
      const element = root.getElementById(dialogId(dialog.id));
      if (!element) continue;
      life = startDialog(dialog, element);
      lives.set(dialog.id, life);
    }
    if (dialog.state === 'hiding' && !life.hiding) {
      life.hiding = true;
      life.hide();
    }
  }
}

function startDialog(dialog: OpenDialog, element: HTMLElement): DialogLife {
  const { id, kind } = dialog;
  const panel = () => element.querySelector('[part=panel]');
  const close = () => dismissDialog(id);
  const layer = isModal(kind)
    ? openModalDialog({
        dialog: element as HTMLDialogElement,
        panel,
        close,
        initialFocus: () => safeButton(element, kind),
      })
    : openLayer({ contains: (path) => path.some((target) => target === panel()), close });
  const life: DialogLife = {
    element,
    hiding: false,
    ended: false,
    end() {
      life.ended = true;
      layer.remove();
    },
    hide() {
      // Off the stack while it animates out (a modal one inert, without focus); destroyed after.
      layer.leave();
      const animations = element.getAnimations({ subtree: true });
      if (animations.length === 0) dialogHidden(id);
      else
        Promise.all(animations.map((animation) => animation.finished)).then(
          () => life.ended || dialogHidden(id),
          () => undefined,
        );
    },
  };
  return life;
}

/** The button that takes focus first: the one that dismisses (Cancel, Clear), else the last (Okay, Confirm). */
function safeButton(dialog: HTMLElement, kind: OpenDialog['kind']): HTMLButtonElement | null {
  return (
    dialog.querySelector<HTMLButtonElement>(`[part=button][data-result=${dismissResult(kind)}]`) ??
    dialog.querySelector<HTMLButtonElement>('[part=button]:last-of-type')
  );
}
