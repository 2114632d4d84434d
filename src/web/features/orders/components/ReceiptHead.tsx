/** A receipt table's head row (the lines, the tax lines, the payments); `lead`: its first column is the wide item one. */
import classes from './Receipt.module.css';

export function ReceiptHead({ columns, lead = false }: { columns: string[]; lead?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={lead && index === 0 ? classes.item : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
