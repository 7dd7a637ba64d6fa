import { Component, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  onError: (error: unknown) => void;
  /**
   * The shadow root to draw into, through a portal, when the boundary sits
   * in the shared root; in place when it is left out.
   */
  container?: ShadowRoot;
  children: ReactNode;
};
type State = { failed: boolean };

/**
 * Catches a render error in one element's view: the error is reported and the
 * element falls back to its light-DOM content through a bare slot.
 */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    const shown = this.state.failed ? <slot /> : this.props.children;
    const { container } = this.props;
    return container ? createPortal(shown, container as unknown as Element) : shown;
  }
}
