import { Component, type ReactNode } from 'react';

type State = { error: Error | null };

/** Shown when a page fails, e.g. its code is gone after a new release. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="center" role="alert">
        <h1 className="page-title">Something went wrong</h1>
        <p>{this.state.error.message}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
