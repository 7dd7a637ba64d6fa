/**
 * Calls `flush` when the page may be going away: hidden (the last moment that
 * is reliable on mobile) or unloaded. Returns the function that stops it.
 */
export function onPageHidden(flush: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
