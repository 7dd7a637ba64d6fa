import { describeFuzzing } from './fuzz-suite.ts';

// The other half of the elements (see fuzz-1).
describeFuzzing(2, 2);
