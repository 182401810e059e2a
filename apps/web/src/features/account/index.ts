export { AccountCard } from './components/account-card';
