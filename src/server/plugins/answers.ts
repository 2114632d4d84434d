/**
 * The answers several features' handlers give, in the shapes of @shared/answers: a handler calls one action and
 * answers what its result maps to (docs/architecture.md#server-request). Each takes the action's call as it runs.
 */

/** A save's answer: its message (or the one that fits the record) and the record as `toAnswer` shows it. */
export async function answerSaved<Row, Shown>(
  message: string | ((row: Row) => string),
  toAnswer: (row: Row) => Shown,
  saving: Promise<Row>,
) {
  const row = await saving;
  return { message: typeof message === 'string' ? message : message(row), data: toAnswer(row) };
}

/** The answer of a call that is only its message (a delete, a password or status changed). */
export async function answerMessage(message: string, done: Promise<unknown>) {
  await done;
  return { message };
}

/** A list page's answer (pageAnswer): its rows as `toAnswer` shows them, and how many rows the whole list has. */
export async function answerPage<Row, Shown>(
  toAnswer: (row: Row) => Shown,
  listing: Promise<{ rows: readonly Row[]; total: number }>,
) {
  const { rows, total } = await listing;
  return { data: rows.map((row) => toAnswer(row)), total };
}
