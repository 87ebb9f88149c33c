import { ApiError, errorMessage, FALLBACK_ERROR_TEXT, isNotFoundError } from './ApiError';

describe('ApiError helpers', () => {
  it('carries status and code', () => {
    const error = new ApiError('Organisation not found', 404, 'NOT_FOUND');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Organisation not found',
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('recognises only a 404 ApiError as not found', () => {
    expect(isNotFoundError(new ApiError('gone', 404))).toBe(true);
    expect(isNotFoundError(new ApiError('id must be a UUID', 400, 'BAD_REQUEST'))).toBe(true);
    expect(isNotFoundError(new ApiError('denied', 403))).toBe(false);
    expect(isNotFoundError(new ApiError('server', 500))).toBe(false);
    expect(isNotFoundError(Object.assign(new Error('x'), { status: 404 }))).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });

  it('gives the error message, else the fallback', () => {
    expect(FALLBACK_ERROR_TEXT).toBe('An error occurred');
    expect(errorMessage(new ApiError('Authentication failed', 401))).toBe('Authentication failed');
    expect(errorMessage(new Error(''))).toBe('An error occurred');
    expect(errorMessage('boom')).toBe('An error occurred');
    expect(errorMessage(null, 'Failed to fetch users')).toBe('Failed to fetch users');
  });
});
