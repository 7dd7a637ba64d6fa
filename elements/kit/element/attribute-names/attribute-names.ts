import { warnOnce } from '../../../../lib/warn-once.ts';
import type { ElementApi } from '../api.ts';
import { configFields } from '../host-config.ts';
import { meantAttribute, misspeltAttributeMessage } from './attribute-names.logic.ts';

/**
 * Warns of each attribute on `host` meant to be one of its element's (`api`) field
 * attributes, once per tag and attribute. Loaded by the element class only
 * when a host has an attribute that is no field of it.
 */
export function warn(host: Element, api: ElementApi): void {
  const attributes = [...configFields(api).fieldByAttribute.keys()];
  for (const name of host.getAttributeNames()) {
    const meant = meantAttribute(name, attributes);
    if (meant !== undefined) warnOnce(misspeltAttributeMessage(api.tag, name, meant));
  }
}
