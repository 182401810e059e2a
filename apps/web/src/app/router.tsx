import { Route, Switch, useSearch } from 'wouter';
import { DemoCheckoutPage, PaymentCompletePage } from '@/features/account';
import { PrintPage } from '@/features/homework';
import { HomePage } from './pages/home-page';
import { HumanizerPage } from './pages/humanizer-page';
import { NotFoundPage } from './pages/not-found-page';

function PaymentCompleteRoute() {
  const cancelled = new URLSearchParams(useSearch()).has('cancelled');
  return <PaymentCompletePage cancelled={cancelled} />;
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/gpt-bypass" component={HumanizerPage} />
      <Route path="/demo-checkout/:id">{(params) => <DemoCheckoutPage paymentId={params.id} />}</Route>
      <Route path="/payment/complete" component={PaymentCompleteRoute} />
      <Route path="/print" component={PrintPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
