/**
 * Calls `hidden` when the page may be going away: hidden (the last moment
 * that is reliable on mobile) or unloaded; and `shown`, if given, when it
 * is visible again (a tab brought back, a restore from the back/forward
 * cache). Returns the function that stops it.
 */
export function onPageHidden(hidden: () => void, shown?: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hidden();
    else shown?.();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', hidden);
  if (shown) window.addEventListener('pageshow', shown);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', hidden);
    if (shown) window.removeEventListener('pageshow', shown);
  };
}
