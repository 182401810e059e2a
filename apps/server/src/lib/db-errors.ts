/** PostgreSQL's unique_violation, from node-postgres or PGlite, whether or not Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
