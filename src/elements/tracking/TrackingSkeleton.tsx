/** Placeholder blocks in the shape of the loaded layout while the info loads. */
export function TrackingSkeleton({ label }: { label: string }) {
  return (
    <div className="tracking__layout skeleton" role="status">
      <span className="cp-visually-hidden">{label}</span>
      <div className="tracking__main">
        <div className="skeleton__block skeleton__map" />
        <div className="skeleton__block skeleton__line" />
      </div>
      <div className="tracking__side">
        <div className="skeleton__block skeleton__line" />
        <div className="skeleton__block skeleton__line" />
        <div className="skeleton__block skeleton__line skeleton__line--short" />
        <div className="skeleton__block skeleton__list" />
      </div>
    </div>
  );
}
