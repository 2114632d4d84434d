/**
 * Which dialog a back-office list has open, and for which row: one at a time ('add' has no row). Replaces a state
 * per dialog: `open('edit', row)` from a confirmation closes the confirmation as it opens the form.
 */
import { useState } from 'react';

type Opened<Kind extends string, Row> = { kind: 'add' } | { kind: Kind; row: Row } | null;

export function useRowDialog<Kind extends string, Row>() {
  const [opened, setOpened] = useState<Opened<Kind, Row>>(null);
  return {
    openAdd: () => setOpened({ kind: 'add' }),
    open: (kind: Kind, row: Row) => setOpened({ kind, row }),
    close: () => setOpened(null),
    isAdding: opened?.kind === 'add',
    /** The row whose `kind` dialog is open, or null. */
    rowOf: (kind: Kind): Row | null => (opened && opened.kind === kind && 'row' in opened ? opened.row : null),
  };
}

export type RowDialog<Kind extends string, Row> = ReturnType<typeof useRowDialog<Kind, Row>>;
