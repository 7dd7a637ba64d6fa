import { loadScript } from '../../runtime/script-loader/index.ts';
import { CAPTCHA_DOCUMENT_DESTROYED, CAPTCHA_NOT_SET_UP, captchaSize } from './captcha.logic.ts';

/** The provider's surface: reCAPTCHA's explicit-render API. */
interface Provider {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: { sitekey: string; size: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  getResponse(widget: number): string;
  reset(widget: number): void;
  execute(widget: number): unknown;
}

/** Each script's provider, taken as its script defined it: a later script may define another. */
const providers = new Map<string, Promise<Provider>>();

/** Loads the provider's script (once per address, for the page) and waits until it is ready. */
function loadProvider(scriptUrl: string): Promise<Provider> {
  let loading = providers.get(scriptUrl);
  if (!loading) {
    loading = loadScript(scriptUrl).then(() => {
      const provider = (globalThis as { grecaptcha?: Provider }).grecaptcha;
      if (!provider) throw new Error(`The captcha script ${scriptUrl} defined no grecaptcha`);
      return new Promise<Provider>((resolve) => provider.ready(() => resolve(provider)));
    });
    // A failed load is tried again by the next form.
    loading.catch(() => providers.delete(scriptUrl));
    providers.set(scriptUrl, loading);
  }
  return loading;
}

/** One captcha widget of a form (spec 002 §5). */
export class Captcha {
  #provider: Provider | undefined;
  #widget: number | undefined;
  #container: HTMLElement | undefined;

  /**
   * Renders the widget into `container`, once, and only when the container
   * belongs to this document; compact when the container is narrow. Rejects
   * when the container's document has no window any more.
   */
  async render(container: HTMLElement, siteKey: string, scriptUrl: string, onChange: (completed: boolean) => void) {
    if (!container.ownerDocument.defaultView) throw new Error(CAPTCHA_DOCUMENT_DESTROYED);
    if (this.#container || container.ownerDocument !== document) return;
    this.#container = container;
    const provider = await loadProvider(scriptUrl);
    if (!container.ownerDocument.defaultView) throw new Error(CAPTCHA_DOCUMENT_DESTROYED);
    if (!container.isConnected || this.#widget !== undefined) return;
    try {
      this.#widget = provider.render(container, {
        sitekey: siteKey,
        size: captchaSize(container.getBoundingClientRect().width),
        callback: () => onChange(true),
        'expired-callback': () => onChange(false),
      });
      this.#provider = provider;
    } catch (error) {
      console.error('Error rendering captcha into node', error);
    }
  }

  /** The completed challenge's token; empty when not completed. */
  response(): string {
    if (!this.#provider || this.#widget === undefined) return '';
    return this.#provider.getResponse(this.#widget) ?? '';
  }

  /** Clears the widget for a new challenge. */
  reset(): void {
    if (this.#provider && this.#widget !== undefined) this.#provider.reset(this.#widget);
  }

  /** Runs the challenge; rejects when the widget was never set up. */
  async execute(): Promise<string> {
    if (!this.#provider || this.#widget === undefined) throw new Error(CAPTCHA_NOT_SET_UP);
    await this.#provider.execute(this.#widget);
    return this.response();
  }
}
