import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/**
 * Writes code to `file` for a moment, lints it and returns the rule ids that fired. A real file, because the
 * path alias (@/) resolves only for files the web tsconfig includes.
 */
async function rulesFired(file: string, code: string): Promise<string[]> {
  const full = path.join(root, file.replace(/(\.tsx?)$/, `.lint-probe-${process.pid}$1`));
  await writeFile(full, code, { flag: 'wx' });
  try {
    const [result] = await eslint.lintFiles([full]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  } finally {
    await rm(full, { force: true });
  }
}

describe('import boundaries', () => {
  it('stops one feature importing another', async () => {
    const fired = await rulesFired(
      'apps/web/src/features/homework/components/x.tsx',
      "import { HumanizerPanel } from '@/features/humanizer';\nexport const x = HumanizerPanel;\n",
    );
    expect(fired).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files and shared code', async () => {
    const fired = await rulesFired(
      'apps/web/src/features/homework/components/x.tsx',
      "import { SolutionCard } from './solution-card';\nimport { Button } from '@/components/ui/button';\nexport const x = [SolutionCard, Button];\n",
    );
    expect(fired).toEqual([]);
  });

  it('stops the web app importing server code', async () => {
    const fired = await rulesFired(
      'apps/web/src/lib/x.ts',
      "import { buildApp } from '../../../server/src/app';\nexport const x = buildApp;\n",
    );
    expect(fired).toContain('import-x/no-restricted-paths');
  });

  it('stops packages importing app code, and doing I/O', async () => {
    const fromApp = await rulesFired(
      'packages/contract/src/x.ts',
      "import { loadConfig } from '../../../apps/server/src/config';\nexport const x = loadConfig;\n",
    );
    expect(fromApp).toContain('import-x/no-restricted-paths');
    const io = await rulesFired(
      'packages/contract/src/x.ts',
      "import { readFile } from 'node:fs';\nexport const x = readFile;\n",
    );
    expect(io).toContain('no-restricted-imports');
  });

  it('stops UI primitives importing features', async () => {
    const fired = await rulesFired(
      'apps/web/src/components/ui/x.tsx',
      "import { AccountCard } from '@/features/account';\nexport const x = AccountCard;\n",
    );
    expect(fired).toContain('import-x/no-restricted-paths');
  });

  it('keeps zod out of the browser: contract types only, values from the lite entry', async () => {
    const value = await rulesFired(
      'apps/web/src/lib/x.ts',
      "import { providerIdSchema } from '@zhi/contract';\nexport const x = providerIdSchema;\n",
    );
    expect(value).toContain('no-restricted-imports');
    const typeOnly = await rulesFired(
      'apps/web/src/lib/x.ts',
      "import type { ProviderId } from '@zhi/contract';\nimport { providerLabels } from '@zhi/contract/lite';\nexport const x: ProviderId = 'local';\nexport const y = providerLabels;\n",
    );
    expect(typeOnly).toEqual([]);
  });
});
