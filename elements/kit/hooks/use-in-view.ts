import { useEffect, useState } from 'react';

/** Whether any part of `element` is in the viewport, kept current by an IntersectionObserver. */
export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((records) => {
      const last = records[records.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
