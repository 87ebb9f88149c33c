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
      'downloadCsv',
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

  it("leaves a list's URL state to @portal/list-state: one source, not re-exported", () => {
    const listState = ['listViewOf', 'listPageQuery', 'sortViewOf', 'sortParams', 'nextSort'];
    expect(Object.keys(api).filter((name) => listState.includes(name))).toEqual([]);
  });

  it('never ships the test helpers', () => {
    const testHelpers = Object.keys(api).filter((name) =>
      /Test|makeSessionUser|recordApiRequests/.test(name),
    );
    expect(testHelpers).toEqual([]);
  });
});
