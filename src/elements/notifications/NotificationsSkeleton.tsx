/** Rows shaped like entries while the first page loads; says "loading" to a screen reader. */
export function NotificationsSkeleton({ label }: { label: string }) {
  return (
    <div className="skeleton" role="status" part="skeleton">
      <span className="cp-visually-hidden">{label}</span>
      {[0, 1, 2, 3].map((row) => (
        <span key={row} className="skeleton-row" aria-hidden="true">
          <span className="skeleton-bar" />
          <span className="skeleton-bar skeleton-bar-short" />
        </span>
      ))}
    </div>
  );
}
