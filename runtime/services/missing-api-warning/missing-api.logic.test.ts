import { describe, expect, it } from 'vitest';
import { isMissingApi } from '../outbox.logic.ts';
import { API_SERVICES, type ApiService, missingApiWarning } from './missing-api.logic.ts';

describe('a page without the platform API', () => {
  it.each([
    [404, true],
    [0, false],
    [400, false],
    [401, false],
    [410, false],
    [500, false],
    [503, false],
  ])('status %i says the endpoint is missing: %s', (status, missing) => {
    expect(isMissingApi(status)).toBe(missing);
  });

  it.each<[ApiService, string, string]>([
    ['errorReporter', 'https://shop.example/api/events/RecordJavascriptErrors', 'error-reporter="false"'],
    ['traceLog', 'https://shop.example/api/events/Trace', 'trace-log="false"'],
    ['performance', 'https://shop.example/api/1/performance/settings', 'performance="false"'],
    ['tracking', 'https://shop.example/api/census/RecordHit', 'tracking="false"'],
  ])(
    '%s: one line naming the address, what stops, the API origin and the attribute that turns it off',
    (service, address, off) => {
      const warning = missingApiWarning(service, address);
      expect(warning).not.toContain('\n');
      expect(warning).toMatch(new RegExp(`^sq-runtime: ${address.replaceAll('.', '\\.')} answered 404, so `));
      expect(warning).toContain(API_SERVICES[service].without);
      expect(warning).toContain('api-origin=');
      expect(warning).toContain(off);
    },
  );
});
