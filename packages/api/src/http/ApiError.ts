/** Shown when an error carries no message of its own (docs/product.md "Errors"). */
export const FALLBACK_ERROR_TEXT = 'An error occurred';

/** Every failed call rejects with this; `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** The API's id of the failed request (its X-Request-Id header), shown with the error for staff to quote. */
  readonly requestId?: string;

  constructor(message: string, status: number, code?: string, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
    if (requestId !== undefined) this.requestId = requestId;
  }
}

/**
 * The record asked for does not exist: a 404, or a 400 for an id the API cannot even parse (an
 * id from a hand-edited URL names no record either). Detail screens show their not-found text.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The text a screen shows for a failed call: the error's own message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR_TEXT): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
