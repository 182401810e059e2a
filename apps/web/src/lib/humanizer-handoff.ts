import { createTextHandoff } from './text-handoff';

// Text sent from the homework page (a solution, a chat reply) to the humanizer's Box A.
const handoff = createTextHandoff('humanizer-handoff');
export const sendToHumanizer = handoff.send;
export const takeHumanizerHandoff = handoff.take;
export const onHumanizerHandoff = handoff.on;
