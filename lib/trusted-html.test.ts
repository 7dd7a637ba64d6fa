import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, so each case creates the policy anew. */
async function load() {
  vi.resetModules();
  return import('./trusted-html.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sq-elements Trusted Types policy', () => {
  it('passes strings through where the browser has no Trusted Types', async () => {
    const { siteOwnerHtml, siteOwnerScript, siteOwnerScriptUrl } = await load();
    expect(siteOwnerHtml('<p>Thanks!</p>')).toBe('<p>Thanks!</p>');
    expect(siteOwnerScript('track()')).toBe('track()');
    expect(siteOwnerScriptUrl('/a.js')).toBe('/a.js');
  });

  it('creates one policy named sq-elements, on first use, and uses it for every kind', async () => {
    const createPolicy = vi.fn((_name: string, rules: Record<string, (input: string) => string>) => ({
      createHTML: (input: string) => `html:${rules.createHTML?.(input)}`,
      createScript: (input: string) => `script:${rules.createScript?.(input)}`,
      createScriptURL: (input: string) => `url:${rules.createScriptURL?.(input)}`,
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    const { siteOwnerHtml, siteOwnerScript, siteOwnerScriptUrl, TRUSTED_TYPES_POLICY_NAME } = await load();
    expect(createPolicy).not.toHaveBeenCalled();
    expect(siteOwnerHtml('<b>x</b>')).toBe('html:<b>x</b>');
    expect(siteOwnerScript('run()')).toBe('script:run()');
    expect(siteOwnerScriptUrl('/s.js')).toBe('url:/s.js');
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(TRUSTED_TYPES_POLICY_NAME);
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('sq-elements');
  });

  it('inserts nothing, and throws nothing, where the page refuses the policy', async () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError('Policy "sq-elements" disallowed.');
      },
    });
    const { siteOwnerHtml, siteOwnerScript } = await load();
    expect(siteOwnerHtml('<p>x</p>')).toBe('');
    expect(siteOwnerScript('run()')).toBe('');
  });
});
