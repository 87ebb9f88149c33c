/**
 * Access tokens whose signature and expiry were already checked, so a busy client's repeated token
 * skips the HMAC and JSON work (about 50 us each). Only the token's own, unchangeable content is
 * kept: whether its session is revoked or its account deactivated is checked on every request
 * through the session cache (sessionCache.ts), which the database's notices keep current, so
 * nothing here needs invalidating when that changes.
 */
export class VerifiedTokenCache<Claims> {
  private readonly entries = new Map<string, { claims: Claims; until: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  get(token: string, now = Date.now()): Claims | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until > now) return entry.claims;
    this.entries.delete(token);
    return null;
  }

  /** Keeps the claims until the token expires (`expiresAtMs`) or for maxAgeMs, whichever is sooner. */
  set(token: string, claims: Claims, expiresAtMs: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(token, { claims, until: Math.min(expiresAtMs, now + this.maxAgeMs) });
  }
}
