import { emitSessionEvent, forgetUndeliveredSessionEvents, onSessionEvent } from './sessionEvents';

afterEach(() => forgetUndeliveredSessionEvents());

describe('session events', () => {
  it('reach every listener when sent', () => {
    const heard: string[] = [];
    const stopFirst = onSessionEvent('organisationChanged', ({ forced }) => heard.push(`first ${forced}`));
    const stopSecond = onSessionEvent('organisationChanged', ({ forced }) => heard.push(`second ${forced}`));
    emitSessionEvent('organisationChanged', { forced: true });
    stopFirst();
    stopSecond();
    expect(heard).toEqual(['first true', 'second true']);
  });

  it('keep one sent before anyone listened (a 401 before the first render) for the first listener only', () => {
    emitSessionEvent('authInvalidated', undefined);
    let first = 0;
    let second = 0;
    const stopFirst = onSessionEvent('authInvalidated', () => (first += 1));
    const stopSecond = onSessionEvent('authInvalidated', () => (second += 1));
    stopFirst();
    stopSecond();
    expect([first, second]).toEqual([1, 0]);
  });
});
