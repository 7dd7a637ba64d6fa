import { useEffect, useState } from 'react';

/** True while any part of `element` is in the viewport (IntersectionObserver, so no work while scrolling). */
export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
