import { Route, Switch } from 'wouter';
import { HomePage } from './pages/home-page';
import { HumanizerPage } from './pages/humanizer-page';
import { NotFoundPage } from './pages/not-found-page';

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/gpt-bypass" component={HumanizerPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
