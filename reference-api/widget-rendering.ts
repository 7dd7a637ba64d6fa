/**
 * The block rendering call of the reference API (spec 001 §7):
 * `POST /api/widget/GetWidgetRendering`, form-encoded, whose `widgetJSON`
 * field holds `{ type, id, value }`: the block's type, its id without the
 * `block-` prefix and its block data. The answer's `data.html` is the
 * block's content, which the page puts into the block.
 *
 * The spec shows neither the type's values nor the answers beyond
 * `data.html`; ours: the type of a gallery block is `gallery`, the API knows
 * a few gallery blocks by id (below) and renders their slides as the
 * light-DOM markup `<sq-gallery>` reads (an `<img>` for a bare image, a
 * `<figure>` with the slide attributes, image and caption for one with a
 * title or description), and a bad call answers 400 with `{ error }` saying
 * what was expected; a block it does not know answers 404.
 */
import type { Answer, ApiRequest } from './handler.ts';

/** The block rendering call (spec 001 §7). */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/** The prefix of a block's id in the page, which the call's id leaves out (spec 001 §7). */
const BLOCK_ID_PREFIX = 'block-';

/** The type of a gallery block: the spec shows no value; ours (the gallery sends the same). */
export const GALLERY_WIDGET_TYPE = 'gallery';

/** Whether a JSON value is an object (not a list, not null). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a bad call is told. */
export const WIDGET_RENDERING_TEXTS = {
  form: 'Expected a form-encoded body with widgetJSON.',
  json: 'widgetJSON is not JSON.',
  object: 'widgetJSON must be an object with type, id and value.',
  type: `type must be "${GALLERY_WIDGET_TYPE}", the only widget type rendered here.`,
  id: 'id must be the block id, a non-empty string.',
  prefix: `id must be the block id without its "${BLOCK_ID_PREFIX}" prefix.`,
  value: 'value must be the block data, an object.',
} as const;

/** One slide of a known gallery block, as the platform stores it. */
export interface GalleryBlockSlide {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  focalPoint?: string;
  title?: string;
  description?: string;
}

/** The walks photographed for the demo's pages (demo/photos). */
const walk = (id: string, alt: string, description: string): GalleryBlockSlide => ({
  id,
  src: `/demo/photos/${id}.svg`,
  alt,
  width: 1500,
  height: 1000,
  title: alt,
  description,
});

/** The gallery blocks the API renders, by block id (without the prefix). */
export const GALLERY_BLOCKS: Record<string, GalleryBlockSlide[]> = {
  // The demo gallery page's async block: figures with titles and captions.
  'coast-walks': [
    walk('sea-cliffs', 'Sea cliffs on the north coast', 'Chalk and gulls, a mile of it, from the coast path.'),
    walk('harbour-dusk', 'The harbour at dusk', 'The last ferry in, lights on along the quay.'),
    walk('dunes', 'Dunes in the midday sun', 'Sand to the horizon, and the wind in it.'),
    walk('golden-hills', 'Rolling hills at golden hour', 'Late summer, the barley cut, the light low.'),
  ],
  // Bare images drawn by the API itself (reference-api/images.ts), for the browser tests.
  'studio-shelf': [
    { id: 'kiln', src: '/api/images/async-kiln/1400x1400.svg', alt: 'The kiln, still warm', width: 1400, height: 1400 },
    {
      id: 'glaze',
      src: '/api/images/async-glaze/1800x1013.svg',
      alt: 'Glaze tests on a shelf',
      width: 1800,
      height: 1013,
      focalPoint: '0.3,0.5',
    },
    {
      id: 'mugs',
      src: '/api/images/async-mugs/1500x1000.svg',
      alt: 'A row of finished mugs',
      width: 1500,
      height: 1000,
    },
  ],
};

/** Text for an attribute value or an element's content. */
const htmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** One slide as light-DOM markup: a bare `<img>`, or a `<figure>` when it has a title or description. */
export function slideMarkup(slide: GalleryBlockSlide): string {
  const size = `${slide.width}x${slide.height}`;
  const slideAttributes = [
    `data-slide-id="${htmlText(slide.id)}"`,
    `data-image-dimensions="${size}"`,
    ...(slide.focalPoint ? [`data-image-focal-point="${htmlText(slide.focalPoint)}"`] : []),
  ];
  const image = (extra: string[]) =>
    `<img ${[
      `src="${htmlText(slide.src)}?format=500w"`,
      `alt="${htmlText(slide.alt)}"`,
      `width="${slide.width}"`,
      `height="${slide.height}"`,
      'loading="lazy"',
      ...extra,
    ].join(' ')}>`;
  if (!slide.title && !slide.description) return image(slideAttributes);
  const title = slide.title ? [`data-title="${htmlText(slide.title)}"`] : [];
  const caption = slide.description ? `<figcaption>${htmlText(slide.description)}</figcaption>` : '';
  return `<figure ${[...slideAttributes, ...title].join(' ')}>${image([])}${caption}</figure>`;
}

/** A gallery block's content: its slides' markup, one a line. */
export function galleryBlockHtml(slides: readonly GalleryBlockSlide[]): string {
  return slides.map(slideMarkup).join('\n');
}

/** Reads the call's widget, or the 400 answer saying what is wrong with it. */
export function readWidget(
  form: Record<string, string> | undefined,
): { type: string; id: string; value: Record<string, unknown> } | { error: string } {
  const text = form?.widgetJSON;
  if (text === undefined) return { error: WIDGET_RENDERING_TEXTS.form };
  let widget: unknown;
  try {
    widget = JSON.parse(text);
  } catch {
    return { error: WIDGET_RENDERING_TEXTS.json };
  }
  if (!isRecord(widget)) return { error: WIDGET_RENDERING_TEXTS.object };
  const { type, id, value } = widget;
  if (type !== GALLERY_WIDGET_TYPE) return { error: WIDGET_RENDERING_TEXTS.type };
  if (typeof id !== 'string' || id.trim() === '') return { error: WIDGET_RENDERING_TEXTS.id };
  if (id.startsWith(BLOCK_ID_PREFIX)) return { error: WIDGET_RENDERING_TEXTS.prefix };
  if (!isRecord(value)) return { error: WIDGET_RENDERING_TEXTS.value };
  return { type: GALLERY_WIDGET_TYPE, id, value };
}

/** The endpoint, in the reference API's handler shape. */
export const widgetRenderingEndpoints = {
  [`POST ${WIDGET_RENDERING_PATH}`]: ({ form }: ApiRequest): Answer => {
    const widget = readWidget(form);
    if ('error' in widget) return { status: 400, body: { error: widget.error } };
    const slides = GALLERY_BLOCKS[widget.id];
    if (!slides) return { status: 404, body: { error: `No gallery block ${widget.id}` } };
    return { status: 200, body: { data: { html: galleryBlockHtml(slides) } } };
  },
};
