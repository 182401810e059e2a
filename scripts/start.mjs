// `npm start`: build what is missing, then serve the production build in this process.
import { ensureBuilt } from './ensure-build.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
