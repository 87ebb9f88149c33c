import { useSession } from '@portal/api';
import { LoadingState, Typography } from '@portal/ui-core';

const BRIDGE_UNAVAILABLE_TEXT = 'This feature is not available in the admin portal.';

/** /auth/bridge: a customer-app flow that the admin portal does not offer. */
export function BridgePage() {
  const { user } = useSession();
  if (!user) return <LoadingState />;
  return <Typography sx={{ textAlign: 'center', py: 8 }}>{BRIDGE_UNAVAILABLE_TEXT}</Typography>;
}
