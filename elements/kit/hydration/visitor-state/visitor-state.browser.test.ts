import { expect } from 'chai';
import { cleanup, fixture } from '../../../../test/browser/harness.ts';
import { keepVisitorState } from './visitor-state.ts';

/** A shadow root as the server wrote it: `html` with its default values. */
function serverRoot(html: string): ShadowRoot {
  const host = fixture('<div></div>');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
}

/** The `input` and `change` events each control hears, with its value then. */
function heard(root: ShadowRoot): string[] {
  const events: string[] = [];
  for (const type of ['input', 'change']) {
    root.addEventListener(type, (event) => {
      const control = event.target as HTMLInputElement;
      events.push(`${type} ${control.name}=${control.type === 'checkbox' ? control.checked : control.value}`);
    });
  }
  return events;
}

describe('keepVisitorState', () => {
  afterEach(cleanup);

  it('puts back values a render wiped, and tells the view with the events a visitor’s change fires', () => {
    const root = serverRoot(
      `<input name="name" value=""><textarea name="note"></textarea>
       <input name="news" type="checkbox"><select name="size"><option>S</option><option>L</option></select>`,
    );
    const [name, note, news, size] = ['name', 'note', 'news', 'size'].map((id) =>
      root.querySelector(`[name=${id}]`),
    ) as [HTMLInputElement, HTMLTextAreaElement, HTMLInputElement, HTMLSelectElement];
    name.value = 'Ada';
    note.value = 'Hello';
    news.checked = true;
    size.value = 'L';
    const restore = keepVisitorState(root);
    // The view's first render after hydrating: the values it has, the server's.
    name.value = '';
    note.value = '';
    news.checked = false;
    size.value = 'S';
    const events = heard(root);
    restore();
    expect([name.value, note.value, news.checked, size.value]).to.deep.equal(['Ada', 'Hello', true, 'L']);
    expect(events).to.deep.equal([
      'input name=Ada',
      'input note=Hello',
      'input news=true',
      'change news=true',
      'input size=L',
      'change size=L',
    ]);
  });

  it('tells the view of a value the DOM kept, and leaves one the visitor changed again while it hydrated', () => {
    const root = serverRoot('<input name="kept" value=""><input name="again" value="">');
    const [kept, again] = [...root.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    kept.value = 'Ada';
    again.value = 'Lo';
    const restore = keepVisitorState(root);
    again.value = 'Love';
    const events = heard(root);
    restore();
    expect([kept.value, again.value]).to.deep.equal(['Ada', 'Love']);
    expect(events).to.deep.equal(['input kept=Ada']);
  });

  it('finds a control rendered again from nothing by its place', () => {
    const root = serverRoot('<form><p><input name="name" value=""></p></form>');
    (root.querySelector('input') as HTMLInputElement).value = 'Ada';
    const restore = keepVisitorState(root);
    root.innerHTML = '<form><p><input name="name" value=""></p></form>';
    restore();
    expect((root.querySelector('input') as HTMLInputElement).value).to.equal('Ada');
  });

  it('focuses the control again with its caret when hydration took the focus, not when the visitor moved it', () => {
    const root = serverRoot('<input name="name" value="">');
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'Ada Lovelace';
    input.focus();
    input.setSelectionRange(1, 3, 'backward');
    let restore = keepVisitorState(root);
    input.blur();
    input.value = '';
    restore();
    expect(root.activeElement).to.equal(input);
    expect([input.selectionStart, input.selectionEnd, input.selectionDirection]).to.deep.equal([1, 3, 'backward']);

    restore = keepVisitorState(root);
    const elsewhere = fixture<HTMLButtonElement>('<button>Elsewhere</button>');
    elsewhere.focus();
    restore();
    expect(document.activeElement, 'the focus left where the visitor put it').to.equal(elsewhere);
  });

  it('scrolls a scroller back where the visitor left it when hydration moved it to the start', () => {
    const root = serverRoot(
      '<div id="moved" style="height: 50px; overflow: auto"><div style="height: 500px"></div></div><div id="kept" style="height: 50px; overflow: auto"><div style="height: 500px"></div></div>',
    );
    const [moved, kept] = [root.getElementById('moved'), root.getElementById('kept')] as [HTMLElement, HTMLElement];
    moved.scrollTop = 120;
    kept.scrollTop = 80;
    const restore = keepVisitorState(root);
    moved.scrollTop = 0;
    kept.scrollTop = 200;
    restore();
    expect([moved.scrollTop, kept.scrollTop]).to.deep.equal([120, 200]);
  });
});
