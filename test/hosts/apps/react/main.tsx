/// <reference types="sq-elements/react" />
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { autoloadRequested, BY_ATTRIBUTE, BY_PROPERTY, eventLine, FORM_JSON, markFirstRender } from '../scenario.ts';

/**
 * A React 19 app on the bundler build: `react` and `react-dom` in the
 * library resolve to this app's own copy. Normally it imports the element
 * modules before it renders, so props that name a property (`config`,
 * `isFront`) are set as properties; with `?autoload` it renders first and
 * loads the autoloader after, so React sets attributes until the tags are
 * defined (and only attribute-shaped values work then).
 */

const autoload = autoloadRequested();

if (!autoload) {
  await Promise.all([
    import('sq-elements/sq-cart-link'),
    import('sq-elements/sq-highlight'),
    import('sq-elements/sq-form'),
  ]);
}

function App() {
  const [count, setCount] = useState(0);
  const [shown, setShown] = useState(true);
  const [events, setEvents] = useState<string[]>([]);

  useEffect(() => {
    markFirstRender();
    if (autoload) void import('sq-elements');
  }, []);

  return (
    <main>
      <p>
        <button type="button" id="set-3" onClick={() => setCount(3)}>
          3 items
        </button>
        <button type="button" id="set-120" onClick={() => setCount(120)}>
          120 items
        </button>
        <button type="button" id="toggle" onClick={() => setShown((value) => !value)}>
          Unmount or mount
        </button>
      </p>
      <sq-cart-link id="count" items={count} />
      {!autoload && <sq-cart-link id="by-property" config={BY_PROPERTY} />}
      <sq-cart-link id="by-attribute" config={BY_ATTRIBUTE} />
      <sq-highlight id="behind-attribute" is-front="false">
        words
      </sq-highlight>
      {!autoload && (
        <sq-highlight id="behind-property" isFront={false}>
          words
        </sq-highlight>
      )}
      <section id="mounted">{shown && <sq-cart-link id="remounted" items={count} />}</section>
      <sq-form
        id="form"
        config={FORM_JSON}
        onsq-submit-error={(event) => setEvents((list) => [...list, eventLine(event)])}
      />
      <output id="events">{events.join(', ')}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
