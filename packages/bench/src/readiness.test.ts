import { readyExpression } from './readiness';

// The expression runs in the page; here it runs against a stand-in document.
function evaluate(expression: string, elements: Record<string, string[]>, now = 1234): number {
  const document = {
    querySelectorAll: (selector: string) =>
      (elements[selector] ?? []).map((textContent) => ({ textContent })),
  };
  const performance = { now: () => now };
  return new Function('document', 'performance', `return ${expression};`)(document, performance) as number;
}

describe('readyExpression', () => {
  const expression = readyExpression([
    { selector: 'table tbody tr', minCount: 2 },
    { selector: 'main h1', text: 'Acme Pty Ltd' },
  ]);

  it('is the page time once every condition holds', () => {
    expect(evaluate(expression, { 'table tbody tr': ['a', 'b'], 'main h1': ['Acme Pty Ltd'] })).toBe(1234);
  });

  it('is 0 while too few elements match or the text is not there yet', () => {
    expect(evaluate(expression, { 'table tbody tr': ['a'], 'main h1': ['Acme Pty Ltd'] })).toBe(0);
    expect(evaluate(expression, { 'table tbody tr': ['a', 'b'], 'main h1': ['Loading'] })).toBe(0);
  });

  it('quotes selectors and texts safely', () => {
    const quoted = readyExpression([{ selector: 'h1', text: `O'Brien "and" \\ sons` }]);
    expect(evaluate(quoted, { h1: [`O'Brien "and" \\ sons`] })).toBe(1234);
  });
});
