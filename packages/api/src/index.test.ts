import * as api from '@portal/api';

describe('@portal/api public surface', () => {
  it('exports what the shell and the remotes are written against', () => {
    const expected = [
      'configureApi',
      'getApiConfig',
      'apiClient',
      'ApiError',
      'isNotFoundError',
      'errorMessage',
      'FALLBACK_ERROR_TEXT',
      'useSession',
      'initSession',
      'login',
      'logout',
      'updateUser',
      'onSessionEvent',
      'setOrganisationInvalidatedHandler',
      'getToken',
      'ApiProvider',
      'useApiQuery',
      'prefetchPath',
      'prefetchCall',
      'listViewOf',
      'sortViewOf',
      'nextSort',
      'downloadCsv',
      'ACTIVITY_TYPES',
      'API_ERROR_CODES',
    ];
    expect(Object.keys(api)).toEqual(expect.arrayContaining(expected));
  });

  it("names no section's calls: each section keeps its own", () => {
    expect(
      Object.keys(api).filter((name) =>
        /^(useAdmin|useOrganisation|useDashboard|useQuickFind)|_PATH$/.test(name),
      ),
    ).toEqual([]);
  });

  it('never ships the test helpers', () => {
    const testHelpers = Object.keys(api).filter((name) =>
      /Test|makeSessionUser|recordApiRequests/.test(name),
    );
    expect(testHelpers).toEqual([]);
  });
});
