/** A table's column headings, as every list table in the portal and the admin area shows them. */
export function TableHead(props: { columns: string[]; cellClassName: string; className?: string }) {
  return (
    <thead className={`text-xs text-slate-600 uppercase ${props.className ?? ""}`}>
      <tr>
        {props.columns.map((column) => (
          <th key={column} scope="col" className={props.cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
