export { Checkout } from './checkout';
export { startCheckout, type CheckoutStart } from './start-checkout';
export { fetchPaymentStatus } from './api';
export { PaymentResult, paymentResultState, type PaymentResultState } from './payment-result';
export { PayoutCard } from './payout-card';
export { SandboxAuthentication, SandboxOnboarding } from './sandbox-pages';
