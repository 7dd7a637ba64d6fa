/** runtime/layers/: what the rest of the library uses of this part. */
export { isEscape } from './layer-stack.logic.ts';
export type { CloseReason, Layer, LayerHandle, LayerOptions, ModalDialogOptions } from './layer-stack.ts';
export { layerStack, openLayer, openModalDialog } from './layer-stack.ts';
