import { type ReactNode, useEffect, useRef } from 'react';
import { ElementErrorBoundary } from './error-boundary.tsx';

/**
 * What a server-rendered shadow root holds, written once for the server
 * renderer and for the hydration that takes it over: the element's built
 * stylesheets as `<link>`s (a strict Content-Security-Policy allows those,
 * not inline styles), then the view inside its error boundary. Both sides
 * must render the same tree, or React would not hydrate it as it is.
 */
export function PrerenderedTree({
  stylesheets,
  onError,
  onHydrated,
  children,
}: {
  stylesheets: readonly string[];
  onError: (error: unknown) => void;
  /** Called once the hydrated tree's effects have run; in the browser only. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const hydrated = useRef(onHydrated);
  useEffect(() => hydrated.current?.(), []);
  return (
    <>
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <ElementErrorBoundary onError={onError}>{children}</ElementErrorBoundary>
    </>
  );
}

/** The stylesheets a server-rendered shadow root links, in order. */
export function linkedStylesheets(root: ShadowRoot): string[] {
  return [...root.children]
    .filter((child): child is HTMLLinkElement => child instanceof HTMLLinkElement && child.rel === 'stylesheet')
    .map((link) => link.getAttribute('href') ?? '');
}
