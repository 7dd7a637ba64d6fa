import { expect } from 'chai';
import { cleanup, fixture } from '../../test/browser/harness.ts';
import { watchForSelector } from './entry-animations-lazily.ts';

/** Mutation observers are told in microtasks: a task later, each has been. */
const observersTold = () => new Promise((resolve) => setTimeout(resolve));

describe('watchForSelector: what tells that a page needs the entry animations', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    cleanup();
  });

  /** Watches for `.wanted`; gives how many times it was found. */
  function watch(): () => number {
    let found = 0;
    stop = watchForSelector('.wanted', () => found++);
    return () => found;
  }

  it('finds an element already in the page at once', () => {
    fixture('<p class="wanted">Here</p>');
    const found = watch();
    expect(found()).to.equal(1);
  });

  it('is not told of other changes; finds one added deep in a subtree, once', async () => {
    const found = watch();
    const box = fixture('<div><p class="other">Other</p></div>');
    box.classList.add('plain');
    await observersTold();
    expect(found(), 'other changes').to.equal(0);
    box.insertAdjacentHTML('beforeend', '<section><div><span class="wanted">Deep</span></div></section>');
    await observersTold();
    expect(found(), 'deep in a subtree').to.equal(1);
    box.append(Object.assign(document.createElement('p'), { className: 'wanted' }));
    await observersTold();
    expect(found(), 'found once').to.equal(1);
  });

  it('finds an element in the page once it is given the class', async () => {
    const found = watch();
    const paragraph = fixture('<p>Plain</p>');
    await observersTold();
    expect(found(), 'before').to.equal(0);
    paragraph.className = 'wanted';
    await observersTold();
    expect(found(), 'after').to.equal(1);
  });

  it('stops looking when told to', async () => {
    const found = watch();
    stop();
    fixture('<p class="wanted">Late</p>');
    await observersTold();
    expect(found()).to.equal(0);
  });
});
