import { Link, useNavigate } from '@portal/router';
import { Button, paths } from '@portal/ui-core';
import { useState } from 'react';
import { StatusPage } from './StatusPage';
import { useSignOut } from './useSignOut';

export const FORBIDDEN_MESSAGE =
  "You don't have permission to access this resource. Contact your organisation admin if you believe this is an error.";
/** Not in the spec: whoever signed in with the wrong Google account needs a way back to /login. */
export const SWITCH_ACCOUNT_TEXT = 'Sign in with another account';

/** What a signed-in user who is not an admin sees instead of the portal (docs/product.md "Screens"). */
export function ForbiddenPage() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const switchAccount = () => {
    setSigningOut(true);
    void signOut();
  };
  return (
    <StatusPage
      title="403"
      heading="Access Forbidden"
      message={FORBIDDEN_MESSAGE}
      actions={
        <>
          <Button variant="contained" component={Link} to={paths.home}>
            Go Home
          </Button>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button variant="text" onClick={switchAccount} disabled={signingOut}>
            {SWITCH_ACCOUNT_TEXT}
          </Button>
        </>
      }
    />
  );
}
