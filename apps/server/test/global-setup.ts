import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../src/db/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

// initdb once for the whole run; each test database is a fast copy of it (see db/pglite-template.ts).
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'zhi-pglite-template-'));
  const templateDir = path.join(root, 'template');
  await createPgliteTemplate(templateDir);
  project.provide('pgliteTemplateDir', templateDir);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
