/**
 * A page with one outbox of its own, as the services build theirs: the
 * trace endpoint's format (form data whose `data` is the JSON records), a
 * storage key from the address (`key=`), so that tests never share one, and
 * no schedule: records go when the test says, or when the page is hidden.
 * `no-beacon` makes the browser refuse every beacon. Browser tests load it in
 * an iframe, to reload it and take it away.
 */
import { formEncode } from '../../../runtime/core/data-layer.logic.ts';
import { createOutbox } from '../../../runtime/services/outbox.ts';

const params = new URLSearchParams(location.search);
if (params.has('no-beacon')) navigator.sendBeacon = () => false;

/** One record: an id to find it by, and some bulk to make it large. */
export interface TestRecord {
  id: string;
  bulk?: string;
}

const outbox = createOutbox<TestRecord>({
  url: '/api/events/Trace',
  storageKey: params.get('key') ?? 'outbox-test',
  encode: (records) => formEncode({ data: JSON.stringify(records) }),
  type: 'application/x-www-form-urlencoded;charset=UTF-8',
  maxKept: 100,
  service: 'traceLog',
});
outbox.start();

Object.assign(window, { outbox, outboxReady: true });
