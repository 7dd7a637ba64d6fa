import { pageRewriter, type RenderOptions } from './render.tsx';

/**
 * Server-renders a page as it streams (Web Streams, so it runs wherever
 * those do: Node, Deno, Bun, Workers). The HTML passes through as it
 * arrives; only each outermost `sq-*` element is held back until its end
 * tag has arrived, then written rendered, as `renderToHtml` renders it: a
 * framework that streams its HTML still sends the head and whatever comes
 * before the first element at once. The stylesheet link goes into the head
 * as `</head>` passes, the module preloads before `</body>` (at the end of a
 * fragment). The output is UTF-8; the output of a whole input equals
 * `renderToHtml`'s for the same HTML.
 */
export function renderToStream(
  input: ReadableStream<string | Uint8Array> | string,
  options: RenderOptions = {},
): ReadableStream<Uint8Array> {
  const source = typeof input === 'string' ? streamOf(input) : input;
  const page = pageRewriter(options);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  return source.pipeThrough(
    new TransformStream<string | Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        // A character cut between two chunks is decoded once its last byte has arrived.
        const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        const out = page.write(text);
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const out = page.write(decoder.decode()) + page.end();
        if (out) controller.enqueue(encoder.encode(out));
      },
    }),
  );
}

function streamOf(text: string): ReadableStream<string> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(text);
      controller.close();
    },
  });
}
