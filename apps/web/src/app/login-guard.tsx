import { Navigate, Outlet, useLocation } from 'react-router';
import { useFlags } from '../features/system/api/get-status';
import { useSessionStore } from './stores/session-store';

/** Paths a visitor may open when the brand requires login for everything else. */
const OPEN_PATHS = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export function LoginGuard() {
  const { loginRequiredForHome } = useFlags();
  const token = useSessionStore((s) => s.token);
  const { pathname } = useLocation();
  if (loginRequiredForHome && !token && !OPEN_PATHS.includes(pathname)) return <Navigate to="/login" replace />;
  return <Outlet />;
}
