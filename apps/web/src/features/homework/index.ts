export { HomeworkWorkspace } from './components/homework-workspace';
