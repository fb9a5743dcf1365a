// Keeps one surface's failure to itself: when a component below throws while rendering, this shows
// what failed (as text) with a Try again button, and every other surface keeps working.
import { Component, type ComponentChildren } from 'preact';
import { t, type MessageKey } from '../i18n/index.ts';

export interface ErrorBoundaryProps {
  /** Names the surface in the message, e.g. `boundary.chat` ("The chat"). */
  area: MessageKey;
  children: ComponentChildren;
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static override getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Troupe: ${t(this.props.area)} failed`, error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <div class="troupe-boundary" role="alert" data-boundary={this.props.area}>
        <p class="troupe-boundary__what">{t('boundary.failed', { area: t(this.props.area), message })}</p>
        <p class="troupe-boundary__rest">{t('boundary.rest')}</p>
        <button type="button" class="troupe-btn" onClick={() => this.setState({ error: null })}>
          {t('boundary.retry')}
        </button>
      </div>
    );
  }
}
