import { configureHealth, flushHealth, HEALTH_BATCH_MS, recordHealth } from './sectionHealth';

const sendBeacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => true);
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

const sentBeacons = async () =>
  Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => ({
      url,
      body: JSON.parse(await (data as Blob).text()) as unknown,
    })),
  );

beforeEach(() => {
  jest.useFakeTimers();
  sendBeacon.mockClear();
  localStorage.setItem('user', JSON.stringify({ id: 'a1', email: 'admin@example.com', name: 'Ada' }));
});
afterEach(() => {
  flushHealth();
  configureHealth(undefined);
  jest.useRealTimers();
});

test('nothing is recorded or sent without a collector', () => {
  configureHealth(undefined);
  recordHealth({ section: 'users', release: '1.0.0-abc1234', kind: 'load', ms: 120 });
  jest.advanceTimersByTime(HEALTH_BATCH_MS);
  flushHealth();
  expect(sendBeacon).not.toHaveBeenCalled();
});

test('events leave in one beacon, the batch time after the first, naming only the account id', async () => {
  configureHealth('http://portal.test/health/beacons');
  recordHealth({ section: 'users', release: '1.0.0-abc1234', kind: 'load', ms: 120 });
  recordHealth({ section: 'users', release: '1.0.0-abc1234', kind: 'error', error: 'TypeError' });
  jest.advanceTimersByTime(HEALTH_BATCH_MS - 1);
  expect(sendBeacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(await sentBeacons()).toEqual([
    {
      url: 'http://portal.test/health/beacons',
      body: {
        v: 1,
        account: 'a1',
        events: [
          { section: 'users', release: '1.0.0-abc1234', kind: 'load', ms: 120 },
          { section: 'users', release: '1.0.0-abc1234', kind: 'error', error: 'TypeError' },
        ],
      },
    },
  ]);
});

test('a page being hidden sends what is queued at once', () => {
  configureHealth('http://portal.test/health/beacons');
  recordHealth({ section: 'coupons', release: '2.0.0-abc1234', kind: 'load-failure' });
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
