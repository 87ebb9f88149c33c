// The error catalogue of docs/product.md "Errors": what a non-2xx answer means for the session and which
// error the caller gets.
import { API_ERROR_CODES, REQUEST_ID_HEADER } from '@portal/contract';
import { runOrganisationInvalidatedHandler } from '../session/organisationInvalidated';
import { invalidateSession, isCurrentSession } from '../session/sessionEnd';
import { ApiError } from './ApiError';
import {
  AUTHENTICATION_FAILED_TEXT,
  httpStatusText,
  INSUFFICIENT_PERMISSIONS_TEXT,
  USER_ACCOUNT_GONE_TEXT,
} from './errorTexts';

const ORGANISATION_ACCESS_CODES: readonly string[] = [
  API_ERROR_CODES.organisationAccessDenied,
  API_ERROR_CODES.userNotInOrganisation,
];
const ACCOUNT_GONE_CODES: readonly string[] = [API_ERROR_CODES.userNotFound, API_ERROR_CODES.userDeactivated];

/**
 * The signed-in user's own account calls (`/user/profile`, docs/product.md "Calls"), where a missing user
 * means this session's account is gone. A section's call about another user (its activity feed)
 * may contain '/user/' further on, so only the leading segment counts.
 */
function isOwnAccountPath(path: string): boolean {
  return path.startsWith('/user/');
}

interface ErrorBody {
  code?: string;
  message?: string;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    if (body === null || typeof body !== 'object') return {};
    const { code, message } = body as Record<string, unknown>;
    return {
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' && message ? { message } : {}),
    };
  } catch {
    // Proxies answer with HTML or nothing; the status alone must still give a clear error.
    return {};
  }
}

/** Applies the section 8 side effects of a failed answer and returns the error to throw. */
export async function errorForFailedResponse(
  response: Response,
  path: string,
  requestToken: string | null,
): Promise<ApiError> {
  const { status } = response;
  const { code, message } = await readErrorBody(response);
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;

  if (status === 401) {
    if (isCurrentSession(requestToken)) invalidateSession();
    return new ApiError(AUTHENTICATION_FAILED_TEXT, status, code, requestId);
  }
  if (status === 403 && code !== undefined && ORGANISATION_ACCESS_CODES.includes(code)) {
    runOrganisationInvalidatedHandler();
    return new ApiError(INSUFFICIENT_PERMISSIONS_TEXT, status, code, requestId);
  }
  if (status === 404 && isOwnAccountPath(path) && code !== undefined && ACCOUNT_GONE_CODES.includes(code)) {
    if (isCurrentSession(requestToken)) invalidateSession();
    return new ApiError(USER_ACCOUNT_GONE_TEXT, status, code, requestId);
  }
  return new ApiError(message ?? httpStatusText(status), status, code, requestId);
}
