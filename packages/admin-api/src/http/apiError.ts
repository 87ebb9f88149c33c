import { API_ERROR_CODES } from '@portal/contract';

/** An error answered as `{code, message}` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, API_ERROR_CODES.badRequest, message);
export const unauthorized = (message: string) => new ApiError(401, API_ERROR_CODES.unauthorized, message);
export const forbidden = (message: string) => new ApiError(403, API_ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new ApiError(404, API_ERROR_CODES.notFound, message);
export const tooManyRequests = (message: string) =>
  new ApiError(429, API_ERROR_CODES.tooManyRequests, message);

/** The access log could not record the call (audit/failClosed.ts): nothing is shown unrecorded. */
export const AUDIT_UNAVAILABLE_CODE = 'AUDIT_UNAVAILABLE';
export const AUDIT_UNAVAILABLE_MESSAGE =
  'The access log cannot be written, so nothing is shown. Try again shortly.';
export const auditUnavailable = () => new ApiError(503, AUDIT_UNAVAILABLE_CODE, AUDIT_UNAVAILABLE_MESSAGE);
