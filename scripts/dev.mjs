// `npm run dev`: the API server (restarts on change) and the Vite dev server (hot reload) together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-state.mjs';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@zhi/server'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@zhi/web'], { cwd: root, env, stdio: 'inherit' }),
];
console.log('Open http://localhost:5173 (the API runs on PORT, default 5000).');

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
