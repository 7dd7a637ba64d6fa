import { type ReactNode, useEffect, useRef } from 'react';
import { ElementErrorBoundary } from '../react/error-boundary.tsx';

/**
 * A stylesheet of a server-rendered shadow root: the link to the built
 * stylesheet (a strict Content-Security-Policy allows it), or the element's
 * own styles inline, where the page's policy allows a `<style>`.
 */
export type PrerenderedStyle = { href: string } | { text: string };

/** A server-rendered shadow root's stylesheets, in order. */
export function PrerenderedStyles({ styles }: { styles: readonly PrerenderedStyle[] }) {
  // Keyed by what they are: the list never changes once rendered.
  return styles.map((style) =>
    'href' in style ? (
      <link key={style.href} rel="stylesheet" href={style.href} />
    ) : (
      <style key={style.text}>{style.text}</style>
    ),
  );
}

/**
 * What a server-rendered shadow root holds, written once for the server
 * renderer and for the hydration that takes it over: the element's
 * stylesheets, then the view inside its error boundary. Both sides must
 * render the same tree, or React would not hydrate it as it is.
 */
export function PrerenderedTree({
  styles,
  onError,
  onHydrated,
  children,
}: {
  styles: readonly PrerenderedStyle[];
  onError: (error: unknown) => void;
  /** Called once the hydrated tree's effects have run; in the browser only. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const hydrated = useRef(onHydrated);
  useEffect(() => hydrated.current?.(), []);
  return (
    <>
      <PrerenderedStyles styles={styles} />
      <ElementErrorBoundary onError={onError}>{children}</ElementErrorBoundary>
    </>
  );
}

/**
 * The stylesheets a server-rendered shadow root starts with, in order, as
 * the server wrote them: its stylesheet links and inline `<style>`s, so the
 * hydrating tree renders exactly those.
 */
export function prerenderedStyles(root: ShadowRoot): PrerenderedStyle[] {
  const styles: PrerenderedStyle[] = [];
  for (const child of root.children) {
    if (child instanceof HTMLLinkElement && child.rel === 'stylesheet')
      styles.push({ href: child.getAttribute('href') ?? '' });
    else if (child instanceof HTMLStyleElement) styles.push({ text: child.textContent ?? '' });
    else break;
  }
  return styles;
}
