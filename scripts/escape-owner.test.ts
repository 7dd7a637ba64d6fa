import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeHandlersIn, findEscapeHandlers } from './escape-owner.ts';

const ROOT = resolve(import.meta.dirname, '..');
const names = (code: string) => findEscapeHandlers('view.tsx', code).map((handler) => handler.name);

describe('Escape has one owner, the layer stack (spec 000 §4, the close stack)', () => {
  it('no file under elements/ handles Escape itself', () => {
    const found = escapeHandlersIn(join(ROOT, 'elements'), ROOT);
    expect(found.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it.each([
    ["if (event.key === 'Escape') close();", "the key name 'Escape' (or 'Esc')"],
    ['if (event.key === "Esc") close();', "the key name 'Escape' (or 'Esc')"],
    ['switch (event.key) { case `Escape`: hide(); }', "the key name 'Escape' (or 'Esc')"],
    ['if (event.keyCode === 27) close();', 'the key code 27'],
    ['if (e.which == 27) close();', 'the key code 27'],
    ['if (27 === event.keyCode) close();', 'the key code 27'],
    [
      "import { isEscape } from '../../runtime/escape-key.logic.ts';",
      "the runtime's Escape test (isEscape, ESCAPE_KEY_CODE)",
    ],
    ['if (event.keyCode === ESCAPE_KEY_CODE) close();', "the runtime's Escape test (isEscape, ESCAPE_KEY_CODE)"],
    ['<dialog onCancel={() => close()}>', "a dialog's cancel event (Escape reaching a native dialog)"],
    ["dialog.addEventListener('cancel', onCancelled);", "a dialog's cancel event (Escape reaching a native dialog)"],
    [
      "useEventListener(dialog, 'cancel', (event) => close());",
      "a dialog's cancel event (Escape reaching a native dialog)",
    ],
    ['dialog.oncancel = () => close();', "a dialog's cancel event (Escape reaching a native dialog)"],
    ['const watcher = new CloseWatcher();', 'a CloseWatcher of its own'],
  ])('finds %j', (code, name) => {
    expect(names(code)).toEqual([name]);
  });

  it.each([
    '// Escape closes it through the layer stack.',
    "/* if (event.key === 'Escape') */ const x = 1;",
    "const text = 'Escape closes the dialog';",
    "closeDialog(id, 'cancel');",
    "fetch('https://example.com/a'); const key = 'Enter';",
    'if (situation.keyCode === nextKey) return;',
    "useLayer(open, panel, (reason) => { if (reason === 'escape') hide(); });",
  ])('passes %j', (code) => {
    expect(names(code)).toEqual([]);
  });

  describe('on a tree with an element that handles Escape itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'escape-owner-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('names the file and the line, and leaves the tests out', () => {
      mkdirSync(join(dir, 'elements', 'sq-drawer'), { recursive: true });
      writeFileSync(
        join(dir, 'elements', 'sq-drawer', 'drawer.view.tsx'),
        "export function Drawer() {\n  // A drawer.\n  return <div onKeyDown={(event) => event.key === 'Escape' && close()} />;\n}\n",
      );
      writeFileSync(
        join(dir, 'elements', 'sq-drawer', 'drawer.browser.test.ts'),
        "await sendKeys({ press: 'Escape' });\n",
      );
      expect(escapeHandlersIn(join(dir, 'elements'), dir)).toEqual([
        {
          file: join('elements', 'sq-drawer', 'drawer.view.tsx'),
          line: 3,
          name: "the key name 'Escape' (or 'Esc')",
          text: "return <div onKeyDown={(event) => event.key === 'Escape' && close()} />;",
        },
      ]);
    });
  });
});
