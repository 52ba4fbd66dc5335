/** The router, built from the route table: public pages stand alone, the rest inside the signed-in layout. */
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { Loader } from 'semantic-ui-react';
import { homePathFor, ROUTES, type RouteEntry } from '../../domain/access/route-table';
import { useSessionUser } from '../api/session-store';
import { ToastHost } from '../shared/ToastHost';
import { AppLayout } from './AppLayout';
import { RouteGuard } from './RouteGuard';
import { RouterShell } from './RouterShell';
import { PendingScreen, SCREENS } from './screens';

function screenFor(route: RouteEntry) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = SCREENS[route.screen] ?? PendingScreen;
  return (
    <Suspense fallback={<Loader active inline="centered" content="載入中…" />}>
      <Screen />
    </Suspense>
  );
}

function toRouteObject(route: RouteEntry): RouteObject {
  return { path: route.path, element: <RouteGuard route={route}>{screenFor(route)}</RouteGuard> };
}

/** `/`: code-25 users go to the pre-tender list, others to their first menu entry, strangers to sign-in. */
function HomeRedirect() {
  const user = useSessionUser();
  if (!user) return <Navigate to="/signin" replace />;
  return <Navigate to={homePathFor(user.preview)} replace />;
}

const router = createBrowserRouter([
  {
    element: <RouterShell />,
    children: [
      ...ROUTES.filter((r) => r.public).map(toRouteObject),
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <HomeRedirect /> },
          ...ROUTES.filter((r) => !r.public).map(toRouteObject),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);

/** The whole web app. */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>
  );
}
