import { Component, type ReactNode } from 'react';

export interface AskBoundaryProps {
  children?: ReactNode;
  /**
   * What shows instead of `children` once they threw while rendering. Keep it plain text: a
   * fallback that throws has no boundary but the host's.
   */
  fallback: () => ReactNode;
  /**
   * Called once per caught render error. What it throws is reported (`reportError`), never
   * rethrown.
   */
  onError?: (error: unknown) => void;
  /**
   * Values of the content on show; a change (by `Object.is`) renders `children` again, so new
   * content gets its own chance.
   */
  resetKeys?: readonly unknown[];
}

interface AskBoundaryState {
  failed: boolean;
  resetKeys: readonly unknown[] | undefined;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/**
 * The error boundary around each ask-cards view: a render failure inside the view shows its
 * plain-text fallback and never reaches the host's React root (which React unmounts whole when
 * an error has no boundary).
 */
export class AskBoundary extends Component<AskBoundaryProps, AskBoundaryState> {
  override state: AskBoundaryState = { failed: false, resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(): Partial<AskBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: AskBoundaryProps,
    state: AskBoundaryState,
  ): Partial<AskBoundaryState> | null {
    return changed(props.resetKeys, state.resetKeys)
      ? { failed: false, resetKeys: props.resetKeys }
      : null;
  }

  override componentDidCatch(error: unknown): void {
    try {
      this.props.onError?.(error);
    } catch (thrown) {
      (globalThis.reportError ?? console.error)(thrown);
    }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
