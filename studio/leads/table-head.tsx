/** A data table's column headers, left-aligned as the Studio's tables are. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((title) => (
          <th key={title} scope="col" style={{ textAlign: 'left', padding: '4px 12px 4px 0' }}>
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
