import { useLayoutEffect, useRef } from 'react';
import { siteOwnerHtml, siteOwnerScript, siteOwnerScriptUrl } from '../../lib/trusted-html.ts';

/**
 * The post-submission message: the site owner's text or HTML (never a
 * visitor's value), through the library's Trusted Types policy, with its
 * scripts run again as the platform does, and focus moved to it
 * (spec 000 §4 "On success").
 */
export function SuccessMessage({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.innerHTML = siteOwnerHtml(html) as string;
    // Scripts inserted as markup do not run; fresh copies do.
    for (const old of element.querySelectorAll('script')) {
      const script = document.createElement('script');
      for (const { name, value } of old.attributes) if (name !== 'src') script.setAttribute(name, value);
      if (old.src) script.src = siteOwnerScriptUrl(old.getAttribute('src') ?? '') as string;
      else script.text = siteOwnerScript(old.text) as string;
      old.replaceWith(script);
    }
    element.focus();
  }, [html]);
  return <div part="success" ref={box} tabIndex={-1} />;
}
