/** The list's placeholder while it loads: three rows of a line and a shorter one. */
export function AtRiskSkeleton({ label }: { label: string }) {
  return (
    <div className="risk-skeleton" role="status" part="skeleton">
      <span className="cp-visually-hidden">{label}</span>
      {[0, 1, 2].map((row) => (
        <span key={row} className="risk-skeleton-row" aria-hidden="true">
          <span className="risk-skeleton-bar" />
          <span className="risk-skeleton-bar risk-skeleton-bar-short" />
        </span>
      ))}
    </div>
  );
}
