/** A page that installs the trace log, loaded in an iframe by browser tests so it can be hidden and reloaded. */
import { installTraceLog } from '../../../runtime/trace-log.ts';

const traceLog = installTraceLog();

Object.assign(window, { traceLog, traceReady: true });
