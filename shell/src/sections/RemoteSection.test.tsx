import { recordSectionError, reloadOnLiveRelease, runsCandidate, VersionSkewError } from '@portal/federation';
import { setRemoteLoader } from '@portal/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markStartingPage } from '../startup/startingPage';
import { RemoteSection } from './RemoteSection';
import { configureSpecSections } from '../testing/specSections';
import { configuredSections, type SectionInfo } from './sections';

// Which release this page runs is the federation runtime's; here the tests say when it is a candidate.
jest.mock('@portal/federation', () => ({
  ...jest.requireActual<object>('@portal/federation'),
  runsCandidate: jest.fn(() => false),
  recordSectionError: jest.fn(),
  reloadOnLiveRelease: jest.fn(),
}));

configureSpecSections();
const users = configuredSections().find((section) => section.name === 'users') as SectionInfo;
const coupons = configuredSections().find((section) => section.name === 'coupons') as SectionInfo;

function UsersSection() {
  return <h1>Users from the remote</h1>;
}

/** A loader whose answers the test settles one by one. */
function controllableLoader() {
  const requests: { id: string; resolve: (module: unknown) => void; reject: (error: Error) => void }[] = [];
  setRemoteLoader((id) => new Promise((resolve, reject) => requests.push({ id, resolve, reject })));
  return requests;
}

// React and the boundary report the caught load failures; the screen is what these tests check.
beforeEach(() => {
  jest.mocked(runsCandidate).mockReset().mockReturnValue(false);
  jest.mocked(recordSectionError).mockClear();
  jest.mocked(reloadOnLiveRelease).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('shows a spinner while the remote loads, then the remote', async () => {
  const requests = controllableLoader();
  render(<RemoteSection section={users} />);
  expect(screen.getByRole('status', { name: 'Loading Users' })).toBeInTheDocument();
  expect(requests.map((request) => request.id)).toEqual(['users/Section']);
  requests[0]?.resolve({ default: UsersSection });
  expect(await screen.findByRole('heading', { name: 'Users from the remote' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('names the section when it cannot be loaded, and Retry loads it again without a reload', async () => {
  const requests = controllableLoader();
  render(<RemoteSection section={users} />);
  requests[0]?.reject(new Error('RUNTIME-003 failed to fetch the manifest'));
  expect(await screen.findByRole('alert')).toHaveTextContent('The Users section could not be loaded.');

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByRole('status', { name: 'Loading Users' })).toBeInTheDocument();
  expect(requests).toHaveLength(2);
  requests[1]?.resolve({ default: UsersSection });
  expect(await screen.findByRole('heading', { name: 'Users from the remote' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed section does not leak its failure into the next section opened', async () => {
  const requests = controllableLoader();
  const coupons = configuredSections().find((section) => section.name === 'coupons') as SectionInfo;
  const { rerender } = render(<RemoteSection section={users} />);
  requests[0]?.reject(new Error('down'));
  expect(await screen.findByRole('alert')).toHaveTextContent('The Users section could not be loaded.');

  rerender(<RemoteSection section={coupons} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading Coupons' })).toBeInTheDocument();
  expect(requests[1]?.id).toBe('coupons/Section');
});

test('a section built for a newer portal says so, without a Retry that cannot help', async () => {
  const requests = controllableLoader();
  render(<RemoteSection section={users} />);
  requests[0]?.reject(
    new VersionSkewError('users', [
      { name: '@portal/api', requiredVersion: '^3.0.0', providedVersion: '2.0.1' },
    ]),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This section needs a newer portal version');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('the page the URL named shows nothing, not a spinner, until it has started; other sections do not wait', async () => {
  let started!: () => void;
  markStartingPage('users', new Promise<void>((resolve) => (started = resolve)));
  const requests = controllableLoader();
  const { unmount } = render(<RemoteSection section={coupons} />);
  expect(screen.getByRole('status', { name: 'Loading Coupons' })).toBeInTheDocument();
  unmount();

  render(<RemoteSection section={users} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(requests.map((request) => request.id)).toEqual(['coupons/Section']);
  started();
  await screen.findByRole('status', { name: 'Loading Users' });
  requests[1]?.resolve({ default: UsersSection });
  expect(await screen.findByRole('heading', { name: 'Users from the remote' })).toBeInTheDocument();
});

test('a canary candidate that throws while rendering gives way to the live release for that person, without showing its failure', async () => {
  jest.mocked(runsCandidate).mockReturnValue(true);
  const requests = controllableLoader();
  render(<RemoteSection section={users} />);
  requests[0]?.resolve({
    default: function CandidateSection(): never {
      throw new TypeError('A bad candidate');
    },
  });
  await waitFor(() => expect(reloadOnLiveRelease).toHaveBeenCalledTimes(1));
  expect(jest.mocked(recordSectionError).mock.calls).toEqual([['users', expect.any(TypeError)]]);
  expect(screen.getByRole('status', { name: 'Loading Users' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the live release that throws shows its failure and Retry, and reloads nothing', async () => {
  const requests = controllableLoader();
  render(<RemoteSection section={users} />);
  requests[0]?.resolve({
    default: function LiveSection(): never {
      throw new TypeError('A bad live release');
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The Users section could not be loaded.');
  expect(reloadOnLiveRelease).not.toHaveBeenCalled();
});
