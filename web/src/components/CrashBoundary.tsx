import { Component } from 'react';
import type { ReactNode } from 'react';
import { WORKFLOW_MESSAGES } from '../api/error-messages/index.js';
import { supportMailto } from '../app/site.js';
import './crash-boundary.css';

interface CrashBoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears the crash screen. */
  resetKey: string;
  onStartOver(): void;
}

interface CrashBoundaryState {
  crashed: boolean;
}

/**
 * The last line of defence: a rendering crash shows a way out instead of a blank page. React
 * reports the error itself (the root's onCaughtError), so nothing is logged here.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  // Resetting instead of remounting on a new key keeps the wizard's state alive between / and
  // /analyze, which share it.
  override componentDidUpdate(previous: CrashBoundaryProps) {
    if (this.state.crashed && previous.resetKey !== this.props.resetKey) this.setState({ crashed: false });
  }

  private readonly tryAgain = () => this.setState({ crashed: false });

  private readonly startOver = () => {
    this.props.onStartOver();
    this.setState({ crashed: false });
  };

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <section className="card crash" role="alert" aria-labelledby="crash-title">
        <h1 id="crash-title">{WORKFLOW_MESSAGES.crashTitle}</h1>
        <p>
          This page hit an unexpected problem. Try again, reload the page, or start over with a new analysis.
        </p>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={this.tryAgain}>
            Try Again
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <button type="button" className="button button--secondary" onClick={this.startOver}>
            Start Over
          </button>
          <a className="button button--ghost" href={supportMailto('Signpost: the page crashed')}>
            Contact Support
          </a>
        </div>
      </section>
    );
  }
}
