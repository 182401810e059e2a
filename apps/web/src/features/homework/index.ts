export { HomeworkWorkspace } from './components/homework-workspace';
export { PrintPage } from './components/print-page';
