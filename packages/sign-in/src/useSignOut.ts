import { logout } from '@portal/api';
import { useNavigate } from '@portal/router';
import { paths } from '@portal/ui-core';
import { useCallback } from 'react';

/** Logout as docs/product.md "The session" has it: the session ends, then /login replaces the current page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
