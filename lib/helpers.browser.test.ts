import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, fixture, waitFor } from '../test/browser/harness.ts';
import { deepActiveElement } from './focus/focus.ts';
import { containFocus } from './helpers/focus-containment.ts';
import { scrollToElement } from './helpers/scroll.ts';
import { WAIT_NO_PARENT, waitForElement } from './helpers/wait-for-element.ts';

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** Clicks the middle of `element` with a trusted mouse press. */
async function click(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('focus containment (spec 001 §5)', () => {
  let release: (() => void) | undefined;
  afterEach(() => {
    release?.();
    release = undefined;
    cleanup();
  });

  const page = () =>
    fixture(`<div>
      <button id="before">before</button>
      <div id="region">
        <button id="first">first</button>
        <input id="middle" aria-label="middle">
        <button id="last">last</button>
      </div>
      <button id="after">after</button>
    </div>`);

  it('throws the messages of the spec for a bad call', () => {
    expect(() => containFocus({})).to.throw('One and only one of container and predicate must be set');
    expect(() => containFocus({ container: document.body, predicate: () => true })).to.throw(
      'One and only one of container and predicate must be set',
    );
    expect(() => containFocus({ container: '#region' })).to.throw('No valid HTMLElement node was supplied');
    expect(() => containFocus({ container: document.createTextNode('x') })).to.throw(
      'No valid HTMLElement node was supplied',
    );
  });

  it('with a container, Tab wraps from the last to the first and Shift+Tab back', async () => {
    page();
    release = containFocus({ container: byId('region') });
    byId('last').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('first');
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()?.id).to.equal('last');
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()?.id).to.equal('middle');
  });

  it('with a predicate, the region is the elements it accepts', async () => {
    page();
    release = containFocus({ predicate: (element: Element) => element.closest('#region') !== null });
    byId('last').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('first');
  });

  it('focus moved outside goes back to where it was inside', async () => {
    page();
    release = containFocus({ container: byId('region') });
    byId('middle').focus();
    await click(byId('after'));
    expect(deepActiveElement()?.id).to.equal('middle');
    byId('before').focus();
    expect(deepActiveElement()?.id).to.equal('middle');
  });

  it('focus outside with nothing focused inside yet goes to the first focusable element', () => {
    page();
    release = containFocus({ container: byId('region') });
    byId('after').focus();
    expect(deepActiveElement()?.id).to.equal('first');
  });

  it('keeps nothing once released: Tab and focus leave freely', async () => {
    page();
    release = containFocus({ container: byId('region') });
    release();
    byId('last').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('after');
  });

  it('counts a shadow root and slotted content as inside the container', async () => {
    const host = fixture('<div><button id="slotted">slotted</button></div>');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<button id="own">own</button><slot></slot>';
    release = containFocus({ container: host });
    const own = root.getElementById('own') as HTMLElement;
    byId('slotted').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(own);
  });
});

describe('the scroll helper (spec 001 §9)', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.scrollTop = 0;
  });

  it('scrolls the page until the target is 30 px below the top, animated', async () => {
    fixture('<div><div style="height:3000px"></div><h2 id="target">Target</h2><div style="height:3000px"></div></div>');
    const target = byId('target');
    const positions: number[] = [];
    const running = scrollToElement(target, { duration: 400, instant: false });
    const watch = () => {
      positions.push(document.documentElement.scrollTop);
      if (positions.length < 500) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    expect(await running.finished).to.equal(true);
    expect(target.getBoundingClientRect().top).to.be.closeTo(30, 1);
    const end = document.documentElement.scrollTop;
    // It passed through positions between the start and the end: animated, not a jump.
    expect(positions.some((top) => top > 0 && top < end - 1)).to.equal(true);
  });

  it('takes the offset given, inside a scrolling box', async () => {
    const box = fixture(
      '<div style="height:200px;overflow:auto"><div style="height:900px"></div><p id="in-box">here</p><div style="height:900px"></div></div>',
    );
    const running = scrollToElement(byId('in-box'), { scroller: box, offset: 10, instant: true });
    expect(await running.finished).to.equal(true);
    expect(byId('in-box').getBoundingClientRect().top - box.getBoundingClientRect().top).to.be.closeTo(10, 1);
  });

  it('throws for a duration that is not a finite number', () => {
    const target = fixture('<p>x</p>');
    expect(() => scrollToElement(target, { duration: Number.NaN })).to.throw('duration not a finite number');
  });
});

describe('the waiting helper (spec 002 §5)', () => {
  afterEach(cleanup);

  it('resolves at once with an element already there', async () => {
    const list = fixture('<ul><li class="item">a</li></ul>');
    expect(await waitForElement(list, '.item')).to.equal(list.firstElementChild);
  });

  it('resolves when the element is added later, or comes to match later', async () => {
    const list = fixture('<ul></ul>');
    const added = waitForElement(list, '.item');
    setTimeout(() => list.insertAdjacentHTML('beforeend', '<li class="item">late</li>'));
    expect((await added).textContent).to.equal('late');
    const marked = waitForElement(list, '[data-ready]');
    setTimeout(() => list.firstElementChild?.setAttribute('data-ready', ''));
    expect(await marked).to.equal(list.firstElementChild);
  });

  it('rejects when the parent is missing', async () => {
    const error = await waitForElement(document.getElementById('not-there'), '.item').catch((reason) => reason);
    expect(String(error)).to.contain(WAIT_NO_PARENT);
  });

  it('rejects when the selector does not appear in time, and stops watching', async () => {
    const list = fixture('<ul></ul>');
    const error = await waitForElement(list, '.item', { timeoutMs: 50 }).catch((reason) => reason);
    expect(String(error)).to.contain('No element matching .item appeared within 50 ms');
    // Added after the rejection: nothing is left watching to resolve a settled promise.
    list.insertAdjacentHTML('beforeend', '<li class="item">late</li>');
    await waitFor(() => list.childElementCount === 1, 'the item');
  });
});
