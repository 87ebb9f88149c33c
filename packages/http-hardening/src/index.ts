// What every server of the portal does before it trusts a request: fresh request ids, the answers
// made before routing (a bad request line, a hung client), one Host, the origin-form URL, timeouts
// and a cap of connections per client. The admin API and the launcher's static servers use it.
export { earlyAnswerOptions } from './earlyAnswers';
export { absoluteFormHost, hostRefusal, isHostAndPort, originFormOf, type HostRefusal } from './hostHeader';
export { errorCodeFor, rawErrorAnswer } from './rawAnswer';
export { registerRequestIdHeader, requestIdOptions } from './requestId';
export {
  capConnectionsPerClient,
  MAX_CONNECTIONS_PER_CLIENT,
  serverTimeoutOptions,
  SERVER_TIMEOUTS,
  signedInBypassesCap,
} from './serverLimits';
export { REQUEST_ID_HEADER } from '@portal/contract';
