import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { serveReferenceApi } from './serve-for-tests.ts';
import {
  GALLERY_BLOCKS,
  GALLERY_WIDGET_TYPE,
  galleryBlockHtml,
  slideMarkup,
  WIDGET_RENDERING_PATH,
  WIDGET_RENDERING_TEXTS,
} from './widget-rendering.ts';

const served = serveReferenceApi('widget-rendering');

/** A call with a matching crumb, form-encoded as the data layer sends it. */
const call = async (body: string, contentType = 'application/x-www-form-urlencoded; charset=UTF-8') => {
  const response = await fetch(`${served.base}${WIDGET_RENDERING_PATH}?crumb=c1`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie: 'crumb=c1' },
    body,
  });
  return { status: response.status, body: await response.json() };
};

/** The form body of a widget. */
const form = (widget: unknown) => new URLSearchParams({ widgetJSON: JSON.stringify(widget) }).toString();

describe('reference API: POST /api/widget/GetWidgetRendering (spec 001 §7)', () => {
  it('answers a known gallery block’s slides as data.html, and records the call', async () => {
    const widget = { type: GALLERY_WIDGET_TYPE, id: 'studio-shelf', value: { design: 'grid' } };
    const answer = await call(form(widget));
    expect(answer).toEqual({
      status: 200,
      body: { data: { html: galleryBlockHtml(GALLERY_BLOCKS['studio-shelf'] ?? []) } },
    });
    const [recorded] = served.api.log.list({ path: WIDGET_RENDERING_PATH });
    expect(recorded?.method).toBe('POST');
    expect(recorded?.status).toBe(200);
    expect(JSON.parse(recorded?.form?.widgetJSON ?? 'null')).toEqual(widget);
  });

  it('renders the light-DOM markup <sq-gallery> reads: images with their size, figures with title and caption', async () => {
    const { body } = await call(form({ type: GALLERY_WIDGET_TYPE, id: 'coast-walks', value: {} }));
    const { document } = parseHTML(`<!doctype html><html><body><div id="block">${body.data.html}</div></body></html>`);
    const block = document.getElementById('block') as HTMLElement;
    const figures = [...block.children];
    expect(figures.map((figure) => figure.localName)).toEqual(['figure', 'figure', 'figure', 'figure']);
    const first = figures[0] as Element;
    expect(first.getAttribute('data-slide-id')).toBe('sea-cliffs');
    expect(first.getAttribute('data-title')).toBe('Sea cliffs on the north coast');
    expect(first.getAttribute('data-image-dimensions')).toBe('1500x1000');
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('Sea cliffs on the north coast');
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(first.querySelector('figcaption')?.textContent).toBe('Chalk and gulls, a mile of it, from the coast path.');
  });

  it.each([
    [
      'a bare image',
      { id: 'a', src: '/a.svg', alt: 'A', width: 40, height: 30 },
      '<img src="/a.svg?format=500w" alt="A" width="40" height="30" loading="lazy" data-slide-id="a" data-image-dimensions="40x30">',
    ],
    [
      'a focal point',
      { id: 'b', src: '/b.svg', alt: 'B', width: 40, height: 30, focalPoint: '0.2,0.8' },
      '<img src="/b.svg?format=500w" alt="B" width="40" height="30" loading="lazy" data-slide-id="b" data-image-dimensions="40x30" data-image-focal-point="0.2,0.8">',
    ],
    [
      'a caption, escaped',
      { id: 'c', src: '/c.svg', alt: 'Fish & "chips"', width: 10, height: 10, description: '<b>hot</b>' },
      '<figure data-slide-id="c" data-image-dimensions="10x10"><img src="/c.svg?format=500w" alt="Fish &amp; &quot;chips&quot;" width="10" height="10" loading="lazy"><figcaption>&lt;b&gt;hot&lt;/b&gt;</figcaption></figure>',
    ],
  ])('writes %s as the gallery reads it', (_name, slide, markup) => {
    expect(slideMarkup(slide)).toBe(markup);
  });

  it.each([
    ['no widgetJSON', new URLSearchParams({ widget: '{}' }).toString(), WIDGET_RENDERING_TEXTS.form],
    [
      'widgetJSON that is not JSON',
      new URLSearchParams({ widgetJSON: '{"type":' }).toString(),
      WIDGET_RENDERING_TEXTS.json,
    ],
    ['widgetJSON that is a list', form([GALLERY_WIDGET_TYPE, 'studio-shelf', {}]), WIDGET_RENDERING_TEXTS.object],
    ['no type', form({ id: 'studio-shelf', value: {} }), WIDGET_RENDERING_TEXTS.type],
    ['another type', form({ type: 'summary', id: 'studio-shelf', value: {} }), WIDGET_RENDERING_TEXTS.type],
    ['no id', form({ type: GALLERY_WIDGET_TYPE, value: {} }), WIDGET_RENDERING_TEXTS.id],
    ['an empty id', form({ type: GALLERY_WIDGET_TYPE, id: ' ', value: {} }), WIDGET_RENDERING_TEXTS.id],
    ['a number for the id', form({ type: GALLERY_WIDGET_TYPE, id: 7, value: {} }), WIDGET_RENDERING_TEXTS.id],
    [
      'the id with its prefix',
      form({ type: GALLERY_WIDGET_TYPE, id: 'block-studio-shelf', value: {} }),
      WIDGET_RENDERING_TEXTS.prefix,
    ],
    ['no value', form({ type: GALLERY_WIDGET_TYPE, id: 'studio-shelf' }), WIDGET_RENDERING_TEXTS.value],
    [
      'a value that is text',
      form({ type: GALLERY_WIDGET_TYPE, id: 'studio-shelf', value: '{}' }),
      WIDGET_RENDERING_TEXTS.value,
    ],
  ])('answers 400 for %s', async (_name, body, error) => {
    expect(await call(body)).toEqual({ status: 400, body: { error } });
  });

  it('answers 400 for the widget sent as JSON instead of a form', async () => {
    const body = JSON.stringify({
      widgetJSON: JSON.stringify({ type: GALLERY_WIDGET_TYPE, id: 'studio-shelf', value: {} }),
    });
    expect(await call(body, 'application/json')).toEqual({ status: 400, body: { error: WIDGET_RENDERING_TEXTS.form } });
  });

  it('takes the call without a crumb: it changes nothing, and is often a page’s first call', async () => {
    const response = await fetch(`${served.base}${WIDGET_RENDERING_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ type: GALLERY_WIDGET_TYPE, id: 'studio-shelf', value: {} }),
    });
    expect(response.status).toBe(200);
  });

  it('answers 404 for a block it does not know', async () => {
    expect(await call(form({ type: GALLERY_WIDGET_TYPE, id: 'nowhere', value: {} }))).toEqual({
      status: 404,
      body: { error: 'No gallery block nowhere' },
    });
  });
});
