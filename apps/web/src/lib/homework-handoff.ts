import { createTextHandoff } from './text-handoff';

// Text sent from the humanizer to the homework question.
const handoff = createTextHandoff('homework-handoff');
export const sendToHomework = handoff.send;
export const takeHomeworkHandoff = handoff.take;
export const onHomeworkHandoff = handoff.on;
