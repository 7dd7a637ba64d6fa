/**
 * Hostile URLs (docs/testing.md, Guardrails): every link field given script addresses, plain
 * and disguised, each way an address can reach an element.
 */
import { toKebabCase } from '../../elements/kit/element/attributes.ts';
import { loadProblemText } from '../../elements/kit/element/custom-element.ts';
import { forgetWarnings } from '../../lib/warn-once.ts';
import { updateComplete } from '../browser/harness.ts';
import { type Configured, createFixture, Failures, names, PageWatch, type Report, settle, show } from './report.ts';
import type { Target } from './targets.ts';

/** Set on the page by a hostile address that ran. */
const HOSTILE_FLAG = '__sqHostileRan';
const RUN = `window.${HOSTILE_FLAG}=1`;

/** `javascript:`, `data:` and `vbscript:`, plain and disguised. */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  `  javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `java\nscript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `java\u0000script:${RUN}`,
  `\u200bjavascript:${RUN}`,
  `&#106;avascript:${RUN}`,
  `&#x6A;avascript:${RUN}`,
  `&#0000106;avascript:${RUN}`,
  `javascript&colon;${RUN}`,
  `java&Tab;script:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  'DaTa:text/html;base64,PHNjcmlwdD53aW5kb3cuX19zcUhvc3RpbGVSYW49MTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload="window.__sqHostileRan=1"/>',
  'vbscript:msgbox(1)',
  'VbScRiPt:msgbox(1)',
];

/** How a hostile address reaches the element. */
export const HOSTILE_MODES = ['attribute', 'config attribute', 'markup', 'property'] as const;
type HostileMode = (typeof HOSTILE_MODES)[number];

/** Attributes through which a browser loads or follows an address. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'srcset',
  'data',
  'ping',
  'cite',
];

/** True when a browser would run script or open a document from the address. */
function isDangerous(address: string): boolean {
  // What a URL parser reads as the scheme: without controls, spaces and invisible characters.
  const squeezed = [...address]
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20 && !/[\s\u007f-\u00a0\u200b-\u200d\ufeff]/.test(char))
    .join('')
    .toLowerCase();
  if (/^(javascript|vbscript|data):/.test(squeezed)) return true;
  try {
    return ['javascript:', 'vbscript:', 'data:'].includes(new URL(address, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/** Every element in a shadow tree, through the shadow roots of elements inside it. */
function* shadowTree(root: ShadowRoot | null | undefined): Generator<Element> {
  if (!root) return;
  for (const element of root.querySelectorAll('*')) {
    yield element;
    yield* shadowTree(element.shadowRoot);
  }
}

/** Addresses the element wrote into its shadow DOM that a browser would follow into script, with what carries them. */
function dangerousAddresses(element: HTMLElement, hostile: string): string[] {
  const found: string[] = [];
  for (const node of shadowTree(element.shadowRoot)) {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && (value === hostile || isDangerous(value))) {
        found.push(`<${node.localName} ${name}="${show(value)}">`);
      }
    }
  }
  return found;
}

/** Records where the page would go: followed links (stopped before they go) and navigations. */
class NavigationWatch {
  targets: string[] = [];
  #restore: (() => void)[] = [];

  start(): this {
    const onClick = (event: MouseEvent) => {
      const link = event
        .composedPath()
        .find((node) => node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement);
      if (link) {
        this.targets.push((link as HTMLAnchorElement).href);
        event.preventDefault();
      }
    };
    window.addEventListener('click', onClick, true);
    this.#restore.push(() => window.removeEventListener('click', onClick, true));
    const navigation = (window as { navigation?: EventTarget }).navigation;
    if (navigation) {
      const onNavigate = (event: Event) => {
        const { destination, cancelable } = event as Event & { destination: { url: string } };
        this.targets.push(destination.url);
        if (cancelable) event.preventDefault();
      };
      navigation.addEventListener('navigate', onNavigate);
      this.#restore.push(() => navigation.removeEventListener('navigate', onNavigate));
    }
    return this;
  }

  stop(): void {
    for (const restore of this.#restore.splice(0)) restore();
  }
}

/** Clicks every link and button in the shadow tree. */
async function clickEverything(element: HTMLElement): Promise<void> {
  for (const node of shadowTree(element.shadowRoot)) {
    if (node.matches('a[href], area[href], button, [role=button], [role=link]')) (node as HTMLElement).click();
  }
}

/** Sets the hostile address on the field one way; markup is parsed, so its character references are decoded first. */
function hostileFixture(target: Target, field: string, hostile: string, mode: HostileMode): Configured {
  const attribute = toKebabCase(field);
  if (mode === 'markup') {
    const template = document.createElement('template');
    const value = hostile.replaceAll('"', '&quot;');
    template.innerHTML = `<${target.tag} ${target.fixture.attributes ?? ''} ${attribute}="${value}">${target.fixture.content ?? ''}</${target.tag}>`;
    const element = template.content.firstElementChild as Configured;
    document.adoptNode(element);
    customElements.upgrade(element);
    return element;
  }
  const element = createFixture(target);
  if (mode === 'attribute') element.setAttribute(attribute, hostile);
  if (mode === 'config attribute') {
    element.removeAttribute(attribute);
    element.setAttribute('config', JSON.stringify({ [field]: hostile }));
  }
  if (mode === 'property') (element as unknown as Record<string, unknown>)[field] = hostile;
  return element;
}

/**
 * Feeds every link field every hostile address, each way it can arrive.
 * Pass: a warning names the tag and the field; nothing in the shadow DOM
 * carries a script-running address; the element's interaction (or a click on
 * everything clickable) follows none and runs none; no error escapes.
 */
export async function checkHostileUrls(target: Target): Promise<Report> {
  await target.load();
  // The words for config problems loaded now: each warning is then said as its problem is found.
  await loadProblemText();
  const failures = new Failures();
  const container = document.createElement('div');
  document.body.append(container);
  const watch = new PageWatch().start();
  const navigation = new NavigationWatch().start();
  // The element's own interaction, then a click on everything clickable, which follows every link it drew.
  const interact = async (element: HTMLElement) => {
    await target.fixture.interact?.(element);
    await clickEverything(element);
  };
  const flags = window as unknown as Record<string, unknown>;
  let cases = 0;
  try {
    for (const field of target.linkFields) {
      for (const mode of HOSTILE_MODES) {
        for (const hostile of HOSTILE_URLS) {
          cases++;
          const label = `${target.tag}.${field} = ${JSON.stringify(hostile)} as ${mode}`;
          forgetWarnings();
          navigation.targets.length = 0;
          let element: Configured | undefined;
          const warnings = watch.warningsDuring(() => {
            element = hostileFixture(target, field, hostile, mode);
            void element.config;
          });
          if (!element) continue;
          if (!names(warnings, target.tag, `config.${field}`)) {
            failures.add('missing warning', `${label}: no warning names the field`);
          }
          container.append(element);
          await updateComplete(element);
          for (const carrier of dangerousAddresses(element, hostile)) {
            failures.add('dangerous address written', `${label}: wrote ${carrier}`);
          }
          try {
            await interact(element);
          } catch (error) {
            failures.add('interaction failed', `${label}: the interaction failed: ${String(error)}`);
          }
          await settle();
          for (const address of navigation.targets.filter(isDangerous)) {
            failures.add('dangerous address followed', `${label}: followed ${show(address)}`);
          }
          if (flags[HOSTILE_FLAG]) failures.add('address ran', `${label}: the address ran`);
          delete flags[HOSTILE_FLAG];
          container.replaceChildren();
          for (const error of watch.errors.splice(0)) failures.addError(error, label);
        }
      }
    }
  } finally {
    navigation.stop();
    watch.stop();
    container.remove();
  }
  return failures.report(cases);
}
