import autocannon from 'autocannon';

export interface LoadFigures {
  call: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p99: number;
  /** Connection errors (timeouts included). */
  errors: number;
  /** Answers that were not 2xx. */
  non2xx: number;
}

export const LOAD_CALL = '/admin/users?limit=25&offset=0';

/**
 * Keeps `connections` connections busy on one API call for `seconds` over loopback. The load
 * runs in a worker thread, so it does not share an event loop with the API it measures.
 */
export async function runApiLoad(
  apiUrl: string,
  token: string,
  connections = 50,
  seconds = 20,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${apiUrl}${LOAD_CALL}`,
    connections,
    duration: seconds,
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    call: `GET ${LOAD_CALL}`,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
