import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/route-error-page';

interface Props {
  children: ReactNode;
}

/** Keeps the header and footer on screen when a page throws (most often a stale code chunk after a release). */
export class RouteErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
