/**
 * One broken profile never blanks the app: each view renders inside its own boundary,
 * keyed by the route, so navigating away from a failing view clears the error.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; label: string; fallback?: ReactNode };
type State = { error: Error | null };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      // Named by its label, not an id: two boundaries can fail on one page.
      <section className="card error-card" role="alert" aria-label={`${this.props.label} could not be shown`}>
        <h2>{this.props.label} could not be shown</h2>
        <p>
          Something in this view failed to render: <code>{error.message}</code>
        </p>
        <p>The rest of the app still works. Pick another pin or go back to the pin list.</p>
        {this.props.fallback}
      </section>
    );
  }
}
