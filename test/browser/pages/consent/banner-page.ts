/**
 * A page with a cookie banner (its config from `?config=`), for what needs
 * a page of its own: the address (`sqsscreenshot=true`) and layout shifts
 * from the first paint. `window.layoutShift` sums the shifts no input caused.
 */
import '../../../../elements/sq-cookie-banner/cookie-banner.element.ts';

const scope = window as unknown as { layoutShift: number; bannerReady: boolean };
scope.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
    if (!entry.hadRecentInput) scope.layoutShift += entry.value;
  }
}).observe({ type: 'layout-shift', buffered: true });

const banner = document.createElement('sq-cookie-banner');
banner.setAttribute('config', new URLSearchParams(location.search).get('config') ?? '{}');
document.body.append(banner);

// Ready once the banner has decided (shown or hidden) and two frames have painted.
const ready = () => {
  if (banner.dataset.state) {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        scope.bannerReady = true;
      }),
    );
  } else requestAnimationFrame(ready);
};
ready();
