// A page's first calls, sent from the shell's entry before the shared client has loaded
// (`@portal/api/earlyGet`): the request the client would send, with the stored token. The client
// takes each answer over when it loads (getSent in apiClient.ts), so the rules of an answer stay its own.
import { getToken } from '../session/storedSession';
import { requestInit } from './requestInit';

/** GET `apiUrl` + `path` now; undefined when the request could not be sent. */
export function sendEarlyGet(apiUrl: string, path: string): Promise<Response | undefined> {
  return fetch(`${apiUrl}${path}`, requestInit('GET', getToken())).catch(() => undefined);
}
