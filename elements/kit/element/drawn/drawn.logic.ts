/**
 * Whether an element's latest change has rendered: its view has drawn the config the element last handed its
 * renderer (the config of its latest change; a change that left the config as it was hands the same one), or
 * the view has failed (`drawn` is true: the light DOM shows, whatever changes), or the element is not on the
 * page, where nothing of it renders until it connects again.
 */
export function isDrawn(drawn: unknown, handed: unknown, connected: boolean): boolean {
  return !connected || drawn === true || drawn === handed;
}
