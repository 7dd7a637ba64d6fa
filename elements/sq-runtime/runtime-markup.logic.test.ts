import { describe, expect, it } from 'vitest';
import type { MarkupHost } from '../../lib/markup-field/markup-field.ts';
import { DEFAULT_RUNTIME_OPTIONS } from '../../runtime/core/context.ts';
import { configFromAttributes } from '../kit/hydration/server-rendered/server-rendered.ts';
import { runtimeApi } from './runtime.schema.ts';
import { runtimeConfigFromMarkup } from './runtime-markup.logic.ts';

const host = (attributes: Record<string, string>): MarkupHost => ({
  getAttribute: (name) => attributes[name] ?? null,
  firstElementChild: null,
});

/** The config as the element's code reads it (the kit, with the schema), and whether it warns. */
const kitRead = (attributes: Record<string, string>) => {
  const { config, problems } = configFromAttributes(runtimeApi, (name) => attributes[name] ?? null);
  return { config, warns: problems.length > 0 };
};

describe('runtimeConfigFromMarkup: the runtime’s config before its code, as its code reads it', () => {
  it('is the defaults and an empty context for a bare tag', () => {
    expect(runtimeConfigFromMarkup(host({}))).toEqual({ ...DEFAULT_RUNTIME_OPTIONS, context: {} });
  });

  it.each<[string, Record<string, string>]>([
    ['nothing', {}],
    ['a context', { context: '{"website":{"id":"w1"},"pageType":2,"cookieSettings":{"isCookieBannerEnabled":false}}' }],
    ['services off', { performance: 'false', tracking: 'false', 'error-reporter': 'false', 'trace-log': 'false' }],
    ['flags on, bare', { editor: '', keyboard: '' }],
    ['origins', { 'api-origin': 'https://api.example.com', 'secure-origin': 'https://secure.example.com' }],
    ['a loopback secure origin over http', { 'secure-origin': 'http://127.0.0.1:8080' }],
    ['the info bar and the app', { 'info-bar-style': '3', app: 'shop-theme' }],
    ['fields in config', { config: '{"performance":false,"infoBarStyle":2,"context":{"pageType":1}}' }],
    ['an attribute over config', { config: '{"tracking":false}', tracking: 'true' }],
  ])('reads %s as the kit does', (_, attributes) => {
    const kit = kitRead(attributes);
    expect(kit.warns, 'the kit warns').toBe(false);
    expect(runtimeConfigFromMarkup(host(attributes))).toEqual(kit.config);
  });

  it.each<[string, Record<string, string>]>([
    ['an info bar style it has not', { 'info-bar-style': '4' }],
    ['a number that is none', { 'info-bar-style': 'dark' }],
    ['a flag that is none', { performance: 'maybe' }],
    ['an origin with a path', { 'api-origin': 'https://api.example.com/v1' }],
    ['a secure origin over http', { 'secure-origin': 'http://secure.example.com' }],
    ['a context that is no JSON', { context: '{website' }],
    ['a context that is no object', { context: '[1, 2]' }],
    ['a bad value in config', { config: '{"keyboard":"yes"}' }],
  ])('gives up on %s, which the kit warns about: the element’s code then reads it', (_, attributes) => {
    expect(kitRead(attributes).warns, 'the kit warns').toBe(true);
    expect(runtimeConfigFromMarkup(host(attributes))).toBeUndefined();
  });
});
