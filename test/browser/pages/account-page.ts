/**
 * A page for the account services that browser tests load in an iframe: a
 * framed page for the owner redirect, and one whose own address can carry
 * `logout=true`.
 */
import '../../../elements/sq-runtime/runtime.element.ts';
import { type SiteContext, siteContext } from '../../../runtime/core/context.ts';
import { openDialogs } from '../../../runtime/core/dialogs.ts';
import { installOwnerRedirect } from '../../../runtime/services/account-keys/owner-redirect.ts';

const navigations: string[] = [];

const page = {
  /** Where the services sent the browser, in order. */
  navigations,
  /** Puts an `<sq-runtime>` on the page, as a site would, which installs the services with their defaults. */
  addRuntime(): void {
    document.body.append(document.createElement('sq-runtime'));
  },
  /** Sets the page's site context, as a site's markup would. */
  setContext(context: SiteContext): void {
    siteContext.set(context);
  },
  /** Installs the owner redirect with the context and an address of the test's choosing; navigations are only recorded. */
  installOwnerRedirect(context: SiteContext, address: string): void {
    siteContext.set(context);
    installOwnerRedirect({
      navigate: (url) => navigations.push(url),
      address: () => address,
    });
  },
  /** The dialogs the runtime element draws: kind, title and message as rendered. */
  renderedDialogs(): {
    kind: string | undefined;
    title: string | null | undefined;
    message: string | null | undefined;
  }[] {
    const root = document.querySelector('sq-runtime')?.shadowRoot;
    return [...(root?.querySelectorAll<HTMLElement>('[part=dialog]') ?? [])].map((dialog) => ({
      kind: dialog.dataset.kind,
      title: dialog.querySelector('[part=title]')?.textContent,
      message: dialog.querySelector('[part=message]')?.textContent,
    }));
  },
  openDialogCount: () => openDialogs.get().length,
};

Object.assign(window, { accountPage: page, accountReady: true });

export type AccountPage = typeof page;
