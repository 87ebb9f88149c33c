// Planted for lint.test.ts: the other half of the cycle.
import type { Customer } from './a';

export interface Invoice {
  customer: Customer;
}
