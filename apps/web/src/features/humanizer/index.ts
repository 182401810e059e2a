export { HumanizerPanel } from './components/humanizer-panel';
