import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

it('keeps zod out of the lite entry, so the browser bundle stays small', async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./lite.ts', import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((file) => file.includes('provider-ids'))).toBe(true);
  expect(inputs.filter((file) => file.includes('node_modules'))).toEqual([]);
});
