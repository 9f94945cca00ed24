/**
 * How a payout account is named on screen: its last four characters, never the whole id
 * (docs/product/money.md#payout-accounts).
 */
export function accountEnding(accountId: string): string {
  return accountId.slice(-4);
}

/** What the dashboard's Payouts card and its toasts say (docs/product/money.md#payout-accounts). */
export const PAYOUT_MESSAGES = {
  connected: 'Payouts connected',
  ready: 'Your payout account is ready.',
  notFinished: 'Onboarding is not finished yet.',
} as const;
