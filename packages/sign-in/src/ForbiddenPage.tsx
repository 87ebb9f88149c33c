import { Link, useNavigate } from '@portal/router';
import { Button, paths } from '@portal/ui-core';
import { StatusPage } from './StatusPage';

export const FORBIDDEN_MESSAGE =
  "You don't have permission to access this resource. Contact your organisation admin if you believe this is an error.";

/** What a signed-in user who is not an admin sees instead of the portal (spec section 2). */
export function ForbiddenPage() {
  const navigate = useNavigate();
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
        </>
      }
    />
  );
}
