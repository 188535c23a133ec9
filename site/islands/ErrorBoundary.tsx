import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  children: ReactNode;
  /** "page": the full error page of the spec; "inline": the message and a Try again button. */
  variant: 'page' | 'inline';
}

interface State {
  error: Error | null;
}

/** The message of an error and of every error in its `cause` chain. */
export function errorCauses(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/**
 * Where a crashed island's error page goes: the top of the page content, full width, whatever
 * slot (navbar, sidebar) the island sat in. Created on first use, as no page carries one empty.
 */
function errorSlot(): Element | null {
  const wrapper = document.querySelector('.main-wrapper');
  if (!wrapper) return null;
  let slot = wrapper.querySelector(':scope > .page-errors');
  if (!slot) {
    slot = document.createElement('div');
    slot.className = 'page-errors';
    wrapper.prepend(slot);
  }
  return slot;
}

/** Catches an island's rendering errors so one broken control never takes the page with it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('An interactive part of the page crashed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const [message, ...causes] = errorCauses(error);
    const retry = () => this.setState({ error: null });
    if (this.props.variant === 'inline') {
      return (
        <div className="error-inline" role="alert">
          <p>{message}</p>
          <button type="button" className="button button--outline" onClick={retry}>
            Try again
          </button>
        </div>
      );
    }
    const page = (
      <div className="error-page" role="alert">
        <h2>Page Error</h2>
        <p>This page crashed.</p>
        <p className="error-page__message">{message}</p>
        {causes.length > 0 && (
          <ul className="error-page__causes">
            {causes.map((cause, i) => (
              <li key={i}>Cause: {cause}</li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--primary" onClick={retry}>
          Try again
        </button>
      </div>
    );
    const slot = errorSlot();
    return slot ? createPortal(page, slot) : page;
  }
}
