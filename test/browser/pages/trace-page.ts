/**
 * A page that installs the trace log, loaded in an iframe by browser tests so it can be hidden and reloaded.
 * With `held-clock` in its address, the log's 30 s flush waits for the test to move the page's clock on
 * (held-clock.ts).
 */
import { installTraceLog } from '../../../runtime/services/trace-log.ts';
import { installHeldClock } from './held-clock.ts';

const clock = new URLSearchParams(location.search).has('held-clock') ? installHeldClock() : undefined;
const traceLog = installTraceLog();

Object.assign(window, { traceLog, clock, traceReady: true });
