import { EmbeddedActivityList } from '@portal/ui';

/** The user's activities from the activities remote: user column hidden, organisation shown. */
export function UserActivities({ userId }: { userId: string }) {
  return <EmbeddedActivityList scope={{ kind: 'user', id: userId }} showUser={false} showOrganisation />;
}
