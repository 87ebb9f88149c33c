import type { ActivityType } from '@portal/contract';

// One colour per activity type, dark enough for white text in both colour modes. OTHER, and any
// type the portal does not know yet, keeps the chip's default colour.
const ACTIVITY_TYPE_COLORS: Record<Exclude<ActivityType, 'OTHER'>, string> = {
  AUTH: '#283593',
  USER: '#1565c0',
  ORGANISATION: '#2e7d32',
  MEMBER: '#6a1b9a',
  SUBSCRIPTION: '#ad1457',
  XERO: '#00695c',
  PROJECT: '#bf360c',
  TRANSACTION: '#4e342e',
  INVITATION: '#827717',
};

/** The badge colour of an activity type, or null for the default chip colour. */
export function activityTypeColor(type: string): string | null {
  return Object.hasOwn(ACTIVITY_TYPE_COLORS, type)
    ? ACTIVITY_TYPE_COLORS[type as keyof typeof ACTIVITY_TYPE_COLORS]
    : null;
}
