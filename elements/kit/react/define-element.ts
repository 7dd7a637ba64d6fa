import type { R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import type { ElementApi } from '../element/api.ts';
import {
  defineKitElement,
  type ElementBase,
  type MountProps,
  r2wcBase,
  type ViewProps,
} from '../element/custom-element.ts';
import { sharedRenderer } from './renderer.tsx';

export type { SqElement, ViewProps } from '../element/custom-element.ts';

export interface ElementDefinition<A extends ElementApi> {
  api: A;
  view: ComponentType<ViewProps<A>>;
  /** CSS text adopted into every instance's shadow root. */
  styles?: string;
  /**
   * The r2wc class the element extends; the kit's shared React root unless
   * a benchmark compares another (`@r2wc/react-to-web-component`, a root per element).
   */
  base?: ElementBase;
}

const sharedRoot = r2wcBase(sharedRenderer as R2WCRenderer<MountProps, unknown>);

/**
 * Defines a custom element whose view is a React component, drawn through
 * the kit's shared React root (see `defineKitElement` for what the element
 * does with its attributes).
 */
export function defineElement<A extends ElementApi>(definition: ElementDefinition<A>): CustomElementConstructor {
  const { base = sharedRoot, ...rest } = definition;
  return defineKitElement({ ...rest, kind: 'react', base });
}
