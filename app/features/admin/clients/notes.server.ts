import { and, asc, eq, inArray } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { clientNotes, customers } from "~db/schema";
import { clientMessages as m } from "./messages";

/** A note of the salon on a client, as the admin sees it. Never on a customer's own pages. */
export type ClientNote = { id: string; body: string; createdAt: string };

/** The notes of these clients, oldest first: one query for a whole agenda or page of bookings. */
export async function notesOf(customerIds: ReadonlyArray<string>, db: DbOrTx = getDb()): Promise<Map<string, ClientNote[]>> {
  const notes = new Map<string, ClientNote[]>();
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return notes;
  const rows = await db
    .select({ id: clientNotes.id, customerId: clientNotes.customerId, body: clientNotes.body, createdAt: clientNotes.createdAt })
    .from(clientNotes)
    .where(inArray(clientNotes.customerId, ids))
    .orderBy(asc(clientNotes.createdAt), asc(clientNotes.id));
  for (const row of rows) {
    const list = notes.get(row.customerId) ?? [];
    list.push({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString() });
    notes.set(row.customerId, list);
  }
  return notes;
}

/** Adds a note to a client's file (`body` checked by `noteBodySchema`; never to an erased client). */
export async function addNote(
  customerId: string,
  body: string,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<{ id: string }, "NOT_FOUND" | "ERASED">> {
  if (!isUuid(customerId)) return fail("NOT_FOUND", m.notFound, 404);
  const [client] = await db.select({ erasedAt: customers.erasedAt }).from(customers).where(eq(customers.id, customerId));
  if (!client) return fail("NOT_FOUND", m.notFound, 404);
  if (client.erasedAt) return fail("ERASED", m.noteErased, 409);
  const [row] = await db.insert(clientNotes).values({ customerId, body, createdAt: now }).returning({ id: clientNotes.id });
  return succeed({ id: row!.id }, m.noteAdded);
}

/** Deletes a note of this client's (a note of another client's, or gone already: refused). */
export async function deleteNote(customerId: string, noteId: string, db: DbOrTx = getDb()): Promise<Result<object, "NOTE_NOT_FOUND">> {
  if (!isUuid(customerId) || !isUuid(noteId)) return fail("NOTE_NOT_FOUND", m.noteNotFound, 404);
  const deleted = await db
    .delete(clientNotes)
    .where(and(eq(clientNotes.id, noteId), eq(clientNotes.customerId, customerId)))
    .returning({ id: clientNotes.id });
  return deleted.length === 1 ? succeed({}, m.noteDeleted) : fail("NOTE_NOT_FOUND", m.noteNotFound, 404);
}
