import { Component, type ReactNode } from 'react';

type Props = { onError: (error: unknown) => void; children: ReactNode };
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
    return this.state.failed ? <slot /> : this.props.children;
  }
}
