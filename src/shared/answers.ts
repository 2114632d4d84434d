/** Pieces of the API's answers that several features share (docs/architecture.md#api). */
import { z } from 'zod';

/** Another record named in an answer by its id and name: the staff member paid, who added an entry, a service. */
export const namedRecordSchema = z.object({ id: z.number(), name: z.string() });

/** An answer that is only its message (a delete, a password or status changed). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** What a save answers: its message and the record as stored. */
export function savedAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ message: z.string(), data: row });
}

/** What a paged list answers: one page of its rows, and how many rows the whole list has. */
export function pageAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), total: z.number() });
}
