/** Applies the route table's guard: signed out → /signin (coming back afterwards), missing code → /NoAccess. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canEnterRoute, type RouteEntry } from '../../domain/access/route-table';
import { setRouteName } from '../api/client';
import { useSessionUser } from '../api/session-store';

/** Renders children only when the signed-in user may open `route`. */
export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  // Set during render, not in an effect: the page's own first calls run before a parent's effects would.
  setRouteName(route.name);
  if (route.public) return <>{children}</>;
  if (!user) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/signin?redirect=${back}`} replace />;
  }
  if (!canEnterRoute(user.preview, route.codes)) return <Navigate to="/NoAccess" replace />;
  return <>{children}</>;
}
