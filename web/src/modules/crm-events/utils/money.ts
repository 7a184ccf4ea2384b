const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 2 });

/** Event costs keep their pence (£1,350.50), unlike company revenue. */
export function formatCost(amount: number): string {
  return Number.isFinite(amount) ? pounds.format(amount) : '—';
}
