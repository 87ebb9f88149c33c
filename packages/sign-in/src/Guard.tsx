import { useSession } from '@portal/api';
import { Navigate, useLocation } from '@portal/router';
import { LoadingState } from '@portal/ui-core';
import type { ReactNode } from 'react';
import { ForbiddenPage } from './ForbiddenPage';
import { loginPathFor } from './safeReturnUrl';

/**
 * The protected area's gate (docs/product.md "Screens"): only admins get past it. A signed-out visitor
 * goes to /login with the page asked for, which the login page returns to after the sign-in.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <LoadingState label="Loading your session" />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (!user.isAdmin) return <ForbiddenPage />;
  return children;
}
