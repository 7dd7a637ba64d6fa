import { expect } from 'chai';
import { prerender, readPage, serverBundle } from '../../test/browser/prerender.ts';

/** What the worker below answers. */
type Answer = { html: string; streamed: string; globals: Record<string, string> } | { error: string };

/**
 * A module Worker running the built `sq-elements/server` (no DOM, no Node), as an edge runtime would:
 * it renders a page with renderToHtml and with renderToStream (the page cut into chunks).
 */
function rendererWorker(bundle: string): { render(html: string): Promise<Answer>; stop(): void } {
  const bundleUrl = URL.createObjectURL(new Blob([bundle], { type: 'text/javascript' }));
  const source = `
    import { renderToHtml, renderToStream } from ${JSON.stringify(bundleUrl)};
    self.onmessage = async ({ data: html }) => {
      try {
        const chunks = new ReadableStream({
          start(controller) {
            for (let at = 0; at < html.length; at += 997) controller.enqueue(html.slice(at, at + 997));
            controller.close();
          },
        });
        const globals = Object.fromEntries(['document', 'window', 'process', 'require', 'Buffer'].map((name) => [name, typeof self[name]]));
        self.postMessage({
          html: await renderToHtml(html),
          streamed: await new Response(renderToStream(chunks)).text(),
          globals,
        });
      } catch (error) {
        self.postMessage({ error: String(error && error.stack || error) });
      }
    };`;
  const workerUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(workerUrl, { type: 'module' });
  return {
    render: (html) =>
      new Promise((resolve, reject) => {
        worker.onmessage = ({ data }) => resolve(data as Answer);
        worker.onerror = (event) => reject(new Error(`the worker failed: ${event.message}`));
        worker.postMessage(html);
      }),
    stop: () => {
      worker.terminate();
      URL.revokeObjectURL(workerUrl);
      URL.revokeObjectURL(bundleUrl);
    },
  };
}

describe('sq-elements/server in a Web Worker', () => {
  it('renders the store page as Node does, with the built bundle, in a module Worker with no DOM and no Node', async function () {
    this.timeout(120000); // The server bundle is built for the run, then a whole store page rendered twice.
    const [store, bundle] = await Promise.all([readPage('bench/store/index.html'), serverBundle()]);
    const worker = rendererWorker(bundle);
    try {
      const answer = await worker.render(store);
      if ('error' in answer) throw new Error(`the worker could not render: ${answer.error}`);
      expect(answer.globals).to.deep.equal({
        document: 'undefined',
        window: 'undefined',
        process: 'undefined',
        require: 'undefined',
        Buffer: 'undefined',
      });
      expect(answer.html).to.match(/^<!doctype html>/i);
      const hosts = answer.html.match(/<sq-[a-z-]+[\s>]/g) ?? [];
      expect(hosts.length, 'sq-* elements').to.be.greaterThan(15);
      expect(answer.html.match(/<template shadowrootmode="open">/g)?.length, 'each one rendered').to.equal(
        hosts.length,
      );
      expect(answer.streamed, 'renderToStream, the page in chunks').to.equal(answer.html);
      expect(answer.html, 'as Node renders it').to.equal(await prerender(store));
    } finally {
      worker.stop();
    }
  });

  it('renders every element the library has as Node does: each one’s demo fixture, in a module Worker', async function () {
    this.timeout(120000);
    const { allElementsMarkup } = await import('../../demo/all-elements-markup.ts');
    const page = `<!doctype html><html><head><title>Every element</title></head><body>${allElementsMarkup()}</body></html>`;
    const bundle = await serverBundle();
    const worker = rendererWorker(bundle);
    try {
      const answer = await worker.render(page);
      if ('error' in answer) throw new Error(`the worker could not render: ${answer.error}`);
      const tags = new Set((answer.html.match(/<sq-[a-z-]+(?=[\s>])/g) ?? []).map((tag) => tag.slice(1)));
      const library = Object.keys((await import('../registry.ts')).ELEMENT_LOADERS);
      expect([...tags].filter((tag) => library.includes(tag)).sort(), 'every tag on the page').to.deep.equal(
        library.sort(),
      );
      expect(answer.html, 'as Node renders it').to.equal(await prerender(page));
    } finally {
      worker.stop();
    }
  });
});
