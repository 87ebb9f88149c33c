import { useSession } from '@portal/api';
import { LoadingState, Typography } from '@portal/ui-core';
import { BRIDGE_UNAVAILABLE_TEXT } from './authTexts';

/** /auth/bridge: a customer-app flow that the admin portal does not offer. */
export function BridgePage() {
  const { user } = useSession();
  if (!user) return <LoadingState />;
  return <Typography sx={{ textAlign: 'center', py: 8 }}>{BRIDGE_UNAVAILABLE_TEXT}</Typography>;
}
