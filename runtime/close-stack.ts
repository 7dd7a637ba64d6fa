import { type Closable, type CloseReason, closesOnClick, createCloseStack } from './close-stack.logic.ts';
import { type ServiceShare, type Started, sharedService } from './shared-service.ts';

export type { Closable, CloseReason } from './close-stack.logic.ts';

/** The page's one close stack. Escape reaches it through the keyboard service. */
export const closeStack = createCloseStack();

/** Puts an item on the page's close stack; returns the function that takes it off. */
export function registerClosable(item: Closable): () => void {
  return closeStack.register(item);
}

/** Closes the most recently opened item; false when nothing was open. */
export function closeTopItem(reason: CloseReason): boolean {
  return closeStack.closeTop(reason);
}

/**
 * Listens for clicks outside the top item while anyone needs it (the
 * runtime's dialogs, the keyboard service); each caller uninstalls its own
 * share. The press is watched in the capture phase, so an element that stops
 * propagation cannot hide it, and the decision is made before the click
 * reaches the page's own handlers (a click that opens something sees the old
 * top).
 */
export const installCloseStack: () => ServiceShare = sharedService(listen);

function listen(): Started {
  let pressTarget: EventTarget | undefined;
  let topAtPress: Closable | undefined;
  const onPointerDown = (event: PointerEvent) => {
    pressTarget = event.composedPath()[0];
    topAtPress = closeStack.top();
  };
  const onClick = (event: MouseEvent) => {
    const path = event.composedPath();
    const top = closeStack.top();
    // A click from the keyboard (Enter on a button) has no press and never counts as outside.
    const press = event.detail === 0 ? undefined : pressTarget;
    if (closesOnClick(top, { pressTarget: press, clickTarget: path[0], path, topAtPress })) top.close('outside');
    pressTarget = undefined;
    topAtPress = undefined;
  };
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('click', onClick, true);
  return {
    stop() {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
    },
  };
}
