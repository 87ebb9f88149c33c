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

/** Subscribes to a session event; returns the unsubscribe function. */
export function onSessionEvent<K extends SessionEventType>(type: K, listener: Listener<K>): () => void {
  const set = listeners[type] as Set<Listener<K>>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function emitSessionEvent<K extends SessionEventType>(type: K, event: SessionEventMap[K]): void {
  (listeners[type] as Set<Listener<K>>).forEach((listener) => listener(event));
}

/** For an app that keeps a current organisation (the handler of a revoked one): tells the shell. */
export function emitOrganisationChanged(event: { forced: boolean }): void {
  emitSessionEvent('organisationChanged', event);
}
