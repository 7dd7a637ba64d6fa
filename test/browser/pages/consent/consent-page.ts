/**
 * A page with the runtime element whose site context carries the cookie
 * settings given in the address (`?restrictive`, `?absolute`), so browser
 * tests can watch what the runtime does to cookies at load. It lives a few
 * folders down, so cookies set on its directory's path are in play.
 */
import '../../../../elements/sq-runtime/runtime.element.ts';
import { consent } from '../../../../runtime/consent/consent.ts';

const query = new URLSearchParams(location.search);
const runtime = document.createElement('sq-runtime');
runtime.setAttribute('performance', 'false');
runtime.setAttribute('error-reporter', 'false');
runtime.setAttribute('trace-log', 'false');
// The consent service's own clearing is watched here: tracking, on by default, deletes its cookies on a decline too.
runtime.setAttribute('tracking', 'false');
runtime.setAttribute(
  'context',
  JSON.stringify({
    cookieSettings: {
      isRestrictiveCookiePolicyEnabled: query.has('restrictive'),
      isRestrictiveCookiePolicyAbsolute: query.has('absolute'),
    },
  }),
);
document.body.append(runtime);

const page = { consent };
export type ConsentPage = typeof page;
const scope = window as unknown as { consentPage: ConsentPage; consentReady: boolean };
scope.consentPage = page;

// Ready once the runtime is in charge and its effects (the clearing at load) have run.
const ready = () => {
  if (runtime.dataset.state === 'active') {
    setTimeout(() => {
      scope.consentReady = true;
    });
  } else requestAnimationFrame(ready);
};
ready();
