/** Reading a table as a visitor does. */
import { within } from '@testing-library/react';

/** The table's column headers' texts, in order. */
export const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
