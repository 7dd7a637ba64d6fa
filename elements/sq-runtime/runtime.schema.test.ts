import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_RUNTIME_OPTIONS } from '../../runtime/core/context.ts';
import { API_SERVICES } from '../../runtime/services/missing-api-warning/missing-api.logic.ts';
import { toKebabCase } from '../kit/element/attributes.ts';
import { runtimeApi } from './runtime.schema.ts';

describe('<sq-runtime> and the platform API', () => {
  it('names, in the warning for a missing endpoint, the attribute of the field that turns the service off', () => {
    const defaults = z.parse(runtimeApi.config, {}) as Record<string, unknown>;
    for (const [field, { attribute }] of Object.entries(API_SERVICES)) {
      expect(typeof defaults[field], field).toBe('boolean');
      expect(defaults[field], `${field} is on by default`).toBe(true);
      expect(attribute).toBe(toKebabCase(field));
    }
    expect(defaults.apiOrigin).toBe('');
  });
});

describe('<sq-runtime> defaults', () => {
  it("the services' options without a runtime element are the schema's defaults", () => {
    const { context: _, ...options } = z.parse(runtimeApi.config, {}) as Record<string, unknown>;
    expect(DEFAULT_RUNTIME_OPTIONS).toEqual(options);
  });

  it('tracks unless tracking="false" (spec 002 §1)', () => {
    expect(z.parse(runtimeApi.config, {})).toMatchObject({ tracking: true });
    expect(z.parse(runtimeApi.config, { tracking: false })).toMatchObject({ tracking: false });
  });
});
