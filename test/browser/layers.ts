import { type CloseReason, type LayerHandle, type LayerOptions, openLayer } from '../../runtime/layers/layer-stack.ts';

/** Every layer a test opened, removed by `removeTestLayers()`. */
const opened = new Set<LayerHandle>();

/**
 * Opens a layer named `name` on the page's stack: closing it records
 * `name:reason` in `closed` and takes it off; a click inside `inside` does
 * not close it. `options` add a modal dialog and what Tab cycles through.
 */
export function openTestLayer(
  name: string,
  closed: string[],
  inside?: Element,
  options: Pick<LayerOptions, 'dialog' | 'focusable'> = {},
): LayerHandle {
  const layer = openLayer({
    ...options,
    contains: (path) => inside !== undefined && path.includes(inside),
    close: (reason: CloseReason) => {
      closed.push(`${name}:${reason}`);
      layer.remove();
    },
  });
  opened.add(layer);
  return layer;
}

/** Removes every layer the tests opened, so the next test starts with an empty stack. */
export function removeTestLayers(): void {
  for (const layer of opened) layer.remove();
  opened.clear();
}

/**
 * Whether each keydown was taken (default prevented) by the time it left the
 * document, in order; the listener is taken off by running `undo`.
 */
export function keydownsTaken(undo: (() => void)[]): boolean[] {
  const taken: boolean[] = [];
  const listener = (event: KeyboardEvent) => taken.push(event.defaultPrevented);
  window.addEventListener('keydown', listener);
  undo.push(() => window.removeEventListener('keydown', listener));
  return taken;
}
