import { useSession } from '@portal/api';
import { Navigate } from '@portal/router';
import { LoadingState, paths } from '@portal/ui-core';
import type { ReactNode } from 'react';
import { ForbiddenPage } from './ForbiddenPage';

/** The protected area's gate (spec sections 2 and 6): only admins get past it. */
export function Guard({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <LoadingState label="Loading your session" />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.isAdmin) return <ForbiddenPage />;
  return children;
}
