import { describe, expect, it } from 'vitest';
import { formEncode } from '../../runtime/core/data-layer.logic.ts';
import {
  blockIdOf,
  GALLERY_WIDGET_TYPE,
  notRenderedMessage,
  readWidgetAnswer,
  WIDGET_RENDERING_PATH,
  widgetRenderingForm,
} from './async-block.logic.ts';

describe('async blocks (spec 001 §7)', () => {
  it('calls POST /api/widget/GetWidgetRendering', () => {
    expect(WIDGET_RENDERING_PATH).toBe('/api/widget/GetWidgetRendering');
  });

  it.each([
    ['block-5f3a9c1e', '5f3a9c1e'],
    ['block-coast-walks', 'coast-walks'],
    ['coast-walks', 'coast-walks'],
    [' block-x ', 'x'],
    // Only the leading prefix goes.
    ['block-block-x', 'block-x'],
    ['my-block-x', 'my-block-x'],
    ['block-', null],
    ['', null],
    ['   ', null],
  ])('sends the element id %j as the block id %j', (elementId, id) => {
    expect(blockIdOf(elementId)).toBe(id);
  });

  it.each([
    ['coast-walks', { design: 'grid' }],
    ['5f3a9c1e', { design: 'carousel', slidesPerRow: 3, lightbox: true }],
    ['x', {}],
  ])('puts type, id %j and the block data %j into widgetJSON', (id, value) => {
    const form = widgetRenderingForm(id, value);
    expect(Object.keys(form)).toEqual(['widgetJSON']);
    expect(JSON.parse(form.widgetJSON)).toEqual({ type: GALLERY_WIDGET_TYPE, id, value });
  });

  it('is sent form-encoded: one widgetJSON field, an & in the block data escaped', () => {
    const value = { design: 'grid', title: 'Sea & sky' };
    const body = formEncode(widgetRenderingForm('coast-walks', value));
    expect(body.startsWith('widgetJSON=')).toBe(true);
    expect(body).toContain('Sea+%26+sky');
    const params = new URLSearchParams(body);
    expect([...params.keys()]).toEqual(['widgetJSON']);
    expect(JSON.parse(params.get('widgetJSON') ?? '')).toEqual({ type: 'gallery', id: 'coast-walks', value });
  });

  it.each([
    ['{"data":{"html":"<img src=\\"/a.svg\\" alt=\\"A\\">"}}', { html: '<img src="/a.svg" alt="A">' }],
    ['{"data":{"html":""}}', { html: '' }],
    ['{"data":{"html":"<img>","other":1},"status":"ok"}', { html: '<img>' }],
    ['<html>Bad gateway</html>', { problem: 'the answer is not JSON' }],
    ['', { problem: 'the answer is not JSON' }],
    ['{}', { problem: 'the answer has no data.html' }],
    ['{"data":null}', { problem: 'the answer has no data.html' }],
    ['{"data":{"html":42}}', { problem: 'the answer has no data.html' }],
    ['{"data":["<img>"]}', { problem: 'the answer has no data.html' }],
    ['{"html":"<img>"}', { problem: 'the answer has no data.html' }],
    ['["<img>"]', { problem: 'the answer has no data.html' }],
  ])('reads the answer %j as %j', (text, answer) => {
    expect(readWidgetAnswer(text)).toEqual(answer);
  });

  it('names the block and the reason when its content did not come', () => {
    expect(notRenderedMessage('coast-walks', 'the answer has no data.html')).toBe(
      'block "coast-walks" was not rendered: the answer has no data.html; showing the slides as they are',
    );
  });
});
