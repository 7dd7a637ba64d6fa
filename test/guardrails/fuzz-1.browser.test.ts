import { describeFuzzerChecks, describeFuzzing } from './fuzz-suite.ts';

// Half of the elements; the other half is fuzz-2, so two browser slots share the work.
describeFuzzing(1, 2);
describeFuzzerChecks();
