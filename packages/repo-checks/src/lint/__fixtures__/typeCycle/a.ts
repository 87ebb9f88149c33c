// Planted for lint.test.ts: a cycle closed by type imports alone (a.ts <-> b.ts).
import type { Invoice } from './b';

export interface Customer {
  invoices: Invoice[];
}
