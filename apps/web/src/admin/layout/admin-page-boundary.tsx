import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from '../../ui/route-error';

/** A page that throws shows the error page; moving to another page resets it. */
export function AdminPageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
