import { Component, type ReactNode } from 'react';
import { m } from '@i18n/messages';
import { localeOfPath, localizedPath } from '@domain/locale';

interface State {
  error: unknown;
}

/** Shown when a page fails to load or render (for example a stale chunk after a release). */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-primary">{m.site_error_title()}</h1>
        <p className="mt-4 text-muted-foreground">{m.site_error_text()}</p>
        <p className="mt-6 flex justify-center gap-6">
          <a className="font-semibold text-primary underline" href={window.location.href}>
            {m.site_error_reload()}
          </a>
          <a
            className="font-semibold text-primary underline"
            href={localizedPath('/', localeOfPath(window.location.pathname))}
          >
            {m.site_error_home()}
          </a>
        </p>
      </div>
    );
  }
}
