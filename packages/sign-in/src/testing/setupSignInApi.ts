import { answerByQuery, makeSessionUser, setupApi } from '@portal/ui/testing';

/**
 * The API of a sign-in page's test file (call at the top): /user/profile answers `admin`, and
 * every spy and fake timer ends with its test.
 */
export function setupSignInApi() {
  const admin = makeSessionUser();
  const { server } = setupApi(answerByQuery('/user/profile', { '': admin }));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });
  return { admin, server };
}
