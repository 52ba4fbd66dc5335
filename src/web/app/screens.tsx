/**
 * Screen registry: the route table names a screen key, this maps keys to lazily loaded pages so each page's
 * code (and heavy libraries such as the grid) loads only when opened. Keys without a page yet render
 * `PendingScreen`, while the route's guard already applies.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** Pages by screen key. */
export const SCREENS: Record<string, Screen> = {
  signin: lazy(() => import('../pages/SignInPage')),
  forgetauth: lazy(() => import('../pages/ForgetAuthPage')),
  noAccess: lazy(() => import('../pages/NoAccessPage')),
  class: lazy(() => import('../pages/ClassPage')),
};

/** Shown for a route whose screen is not part of this release yet. */
export const PendingScreen = lazy(() => import('../pages/PendingScreen'));
