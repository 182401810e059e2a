export { AccountCard } from './components/account-card';
export { DemoCheckoutPage } from './components/demo-checkout-page';
export { PaymentCompletePage } from './components/payment-complete-page';
