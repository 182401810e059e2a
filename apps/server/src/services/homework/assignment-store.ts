import type { Assignment, AssignmentSummary, Verification } from '@zhi/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Assignment as AssignmentRow, assignments } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Owner } from '../billing/billing-service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A guest has nothing stored, so nothing matches; work is only ever saved for a stored owner.
const mine = (owner: Owner) =>
  owner.kind === 'user'
    ? eq(assignments.userId, owner.userId)
    : owner.kind === 'session'
      ? eq(assignments.sessionId, owner.sessionId)
      : sql`false`;
function ownerColumns(owner: Owner) {
  if (owner.kind === 'guest') throw new Error('a guest has no stored session to save work for');
  return owner.kind === 'user' ? { userId: owner.userId } : { sessionId: owner.sessionId };
}

/** The most assignments one owner keeps: far more than a school year's, far fewer than a script could make. */
export const MAX_ASSIGNMENTS = 1000;

const atCap = () =>
  new HttpError(
    409,
    `You have ${MAX_ASSIGNMENTS.toLocaleString('en-US')} saved assignments, the most that can be kept. Delete some to save new ones.`,
  );

/** A title for an assignment saved without one: its first words. */
export function titleFrom(text: string): string {
  const words = text.trim().split(/\s+/).slice(0, 8).join(' ');
  return words.length > 60 ? `${words.slice(0, 57)}…` : words || 'Untitled assignment';
}

function summary(row: AssignmentRow): AssignmentSummary {
  return {
    id: row.id,
    title: row.title ?? titleFrom(row.inputText),
    preview: row.inputText.slice(0, 160),
    hasSolution: Boolean(row.solution?.trim()),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Assignments, each visible to its owner only: anyone else is told it does not exist (404). */
export function createAssignmentStore(db: Database) {
  async function find(owner: Owner, id: string): Promise<AssignmentRow> {
    if (!UUID.test(id)) throw notFound('Assignment not found.');
    const [row] = await db
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, id), mine(owner)));
    if (!row) throw notFound('Assignment not found.');
    return row;
  }

  /** Refuses a new assignment for an owner at the cap (a soft cap: two saves at once may pass it by one). */
  async function ensureRoom(owner: Owner): Promise<void> {
    const [row] = await db.select({ n: count() }).from(assignments).where(mine(owner));
    if ((row?.n ?? 0) >= MAX_ASSIGNMENTS) throw atCap();
  }

  return {
    async list(owner: Owner): Promise<AssignmentSummary[]> {
      const rows = await db
        .select()
        .from(assignments)
        .where(mine(owner))
        .orderBy(desc(assignments.updatedAt))
        .limit(200);
      return rows.map(summary);
    },

    async get(owner: Owner, id: string): Promise<Assignment> {
      const row = await find(owner, id);
      return {
        ...summary(row),
        inputText: row.inputText,
        solution: row.solution,
        provider: row.provider,
        verification: (row.verification as Verification | null) ?? null,
      };
    },

    async remove(owner: Owner, id: string): Promise<void> {
      await find(owner, id);
      await db.delete(assignments).where(and(eq(assignments.id, id), mine(owner)));
    },

    /** Removes the owner's assignments with neither a problem nor a solution. */
    async cleanup(owner: Owner): Promise<number> {
      const removed = await db
        .delete(assignments)
        .where(
          and(
            mine(owner),
            sql`trim(${assignments.inputText}) = ''`,
            sql`coalesce(trim(${assignments.solution}), '') = ''`,
          ),
        )
        .returning({ id: assignments.id });
      return removed.length;
    },

    async save(owner: Owner, input: { inputText: string; title: string }): Promise<AssignmentSummary> {
      await ensureRoom(owner);
      const [row] = await db
        .insert(assignments)
        .values({ ...ownerColumns(owner), inputText: input.inputText, title: input.title.trim() })
        .returning();
      if (!row) throw new Error('assignment insert returned no row');
      return summary(row);
    },

    /** Records a solve: updates the owner's assignment when one is named, otherwise starts a new one. */
    async record(
      owner: Owner,
      input: { id?: string; inputText: string; solution: string; provider: string; verification: Verification | null },
    ): Promise<string> {
      const values = {
        inputText: input.inputText,
        solution: input.solution,
        provider: input.provider,
        verification: input.verification,
        updatedAt: new Date(),
      };
      if (input.id && UUID.test(input.id)) {
        const [updated] = await db
          .update(assignments)
          .set(values)
          .where(and(eq(assignments.id, input.id), mine(owner)))
          .returning({ id: assignments.id });
        if (updated) return updated.id;
      }
      await ensureRoom(owner);
      const [row] = await db
        .insert(assignments)
        .values({ ...ownerColumns(owner), ...values })
        .returning({ id: assignments.id });
      if (!row) throw new Error('assignment insert returned no row');
      return row.id;
    },

    /** Moves a visitor's anonymous assignments to the account they signed in to. */
    async adopt(sessionId: string, userId: string): Promise<void> {
      await db
        .update(assignments)
        .set({ userId, sessionId: null })
        .where(and(eq(assignments.sessionId, sessionId), isNull(assignments.userId)));
    },
  };
}

export type AssignmentStore = ReturnType<typeof createAssignmentStore>;
