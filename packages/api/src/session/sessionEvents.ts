// Signals to the shell, which owns toasts and navigation; this package never imports the router.
export interface SessionEventMap {
  /** The session ended without a logout (401, or the account is gone): go to /login. */
  authInvalidated: void;
  /** The current organisation changed; `forced` when access to the previous one was revoked. */
  organisationChanged: { forced: boolean };
}

export type SessionEventType = keyof SessionEventMap;
type Listener<K extends SessionEventType> = (event: SessionEventMap[K]) => void;

const listeners: { [K in SessionEventType]: Set<Listener<K>> } = {
  authInvalidated: new Set(),
  organisationChanged: new Set(),
};

/**
 * The last event of each type sent while nobody listened: a call made before the first render (a
 * prefetch answering 401) ends the session before the shell subscribes, and must still be told.
 */
const undelivered = new Map<SessionEventType, unknown>();

/** Subscribes to a session event (and gets the one sent before anyone listened); returns the unsubscribe function. */
export function onSessionEvent<K extends SessionEventType>(type: K, listener: Listener<K>): () => void {
  const set = listeners[type] as Set<Listener<K>>;
  set.add(listener);
  if (undelivered.has(type)) {
    const event = undelivered.get(type) as SessionEventMap[K];
    undelivered.delete(type);
    listener(event);
  }
  return () => {
    set.delete(listener);
  };
}

export function emitSessionEvent<K extends SessionEventType>(type: K, event: SessionEventMap[K]): void {
  const set = listeners[type] as Set<Listener<K>>;
  if (set.size === 0) undelivered.set(type, event);
  else set.forEach((listener) => listener(event));
}

/** Tests start without events left from the previous one. */
export function forgetUndeliveredSessionEvents(): void {
  undelivered.clear();
}

/** For an app that keeps a current organisation (the handler of a revoked one): tells the shell. */
export function emitOrganisationChanged(event: { forced: boolean }): void {
  emitSessionEvent('organisationChanged', event);
}
