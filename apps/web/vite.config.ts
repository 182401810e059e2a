import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Writes .gz and .br beside each text asset so the server sends compressed files without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'zhi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      const targets = files.filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f));
      await Promise.all(
        targets.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
          await writeFile(
            `${full}.br`,
            await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.join(here, 'src') } },
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev starts both).
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 5000}` },
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
