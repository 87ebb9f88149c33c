// Australian Business Number: 11 digits; subtract 1 from the first digit, weight the digits with
// ABN_WEIGHTS, and the sum is divisible by 89 (Australian Business Register's published check).
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export function isValidAbn(abn: string): boolean {
  if (!/^\d{11}$/.test(abn) || abn[0] === '0') return false;
  const sum = ABN_WEIGHTS.reduce(
    (total, weight, i) => total + weight * (Number(abn[i]) - (i === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/** Completes nine body digits with the two leading digits that make the checksum hold. */
export function abnFromBody(body: string): string {
  if (!/^\d{9}$/.test(body)) throw new Error(`An ABN body is nine digits, got "${body}"`);
  const bodySum = [...body].reduce((total, digit, i) => total + ABN_WEIGHTS[i + 2]! * Number(digit), 0);
  // The leading pair contributes 10 * (first - 1) + second, any value 0..89.
  const lead = (89 - (bodySum % 89)) % 89;
  return `${Math.floor(lead / 10) + 1}${lead % 10}${body}`;
}

/** How the ABR prints an ABN: 51 824 753 556. */
export function formatAbn(abn: string): string {
  return `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;
}
