// The section health wire format, version 1 (docs/deploying.md "Section health"): what the shell
// sends to the collector and what the collector answers the health view, shared by the shell
// (@portal/federation) and the collector (the launcher).

export const HEALTH_EVENT_KINDS = ['load', 'load-failure', 'skew', 'error'] as const;
export type HealthEventKind = (typeof HEALTH_EVENT_KINDS)[number];

export interface HealthEvent {
  section: string;
  /** `<version>-<commit>` of the release, or its manifest URL when its manifest was never read. */
  release: string;
  kind: HealthEventKind;
  /** For 'load': milliseconds from asking for the section's module to having it. */
  ms?: number;
  /** For 'error': the error's class name ('TypeError'); never its message, which may hold data. */
  error?: string;
  /** For a canary candidate's failure: this person was switched to the live release on this page. */
  fallback?: true;
}

/** One beacon, POSTed as text/plain JSON to portal-config.json's `healthUrl`. */
export interface HealthBeacon {
  v: 1;
  /** The staff account id, the only person named; null when signed out. */
  account: string | null;
  events: HealthEvent[];
}

/** What GET `healthUrl` answers for one release of a section. */
export interface ReleaseHealth {
  section: string;
  release: string;
  loads: number;
  /** The 75th percentile of its load times (nearest rank), null before its first load. */
  loadP75Ms: number | null;
  loadFailures: number;
  skewRefusals: number;
  errors: number;
  /** Failures after which a person was switched to the live release (a canary candidate's). */
  fallbacks: number;
  /** ISO time of its newest event. */
  lastSeenAt: string;
}

/** GET `healthUrl`'s answer: each section's releases, by section, newest first. */
export interface HealthSummary {
  releases: ReleaseHealth[];
}
