/** Placeholder rows shown while a table loads for the first time (docs/screens/lists.md#loading-states). */
export function DataTableSkeleton({
  rows,
  columns,
  label,
}: {
  rows: number;
  columns: number;
  label: string;
}) {
  return (
    <div part="skeleton" className="skeleton" role="status" aria-busy="true">
      <span className="cp-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position
        <div key={row} className="skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <span key={column} className="skeleton-bar" />
          ))}
        </div>
      ))}
    </div>
  );
}
