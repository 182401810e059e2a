import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MaintenanceTask {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** Housekeeping that runs once when the app is ready and then on a timer; each run is safe in every process. */
async function maintenancePlugin(app: FastifyInstance, { tasks }: { tasks: MaintenanceTask[] }) {
  const timers: NodeJS.Timeout[] = [];
  const run = (task: MaintenanceTask) =>
    task.run().then(
      (result) => {
        if (typeof result === 'number' && result > 0) app.log.info({ task: task.name, count: result }, 'maintenance');
      },
      (error: unknown) => app.log.warn({ err: error, task: task.name }, 'maintenance task failed'),
    );
  app.addHook('onReady', async () => {
    await Promise.all(tasks.map(run));
    for (const task of tasks) {
      const timer = setInterval(() => void run(task), task.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

export default fp(maintenancePlugin, { name: 'maintenance' });
