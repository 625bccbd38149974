/** Props of {@link LoadingBar}. */
export interface LoadingBarProps {
  /** What is loading, for assistive technology. */
  label: string;
  /** Extra class names of the bar (its place in the surrounding layout). */
  className?: string;
  /** The shadow part name it exposes to the page, if any. */
  part?: string;
}

/**
 * An indeterminate progress bar, drawn by the kit's stylesheet alone. Shoelace's <sl-progress-bar>
 * writes an inline `style` attribute each time one is created, which a page's `style-src 'self'`
 * refuses (a policy violation on every sort or page change).
 */
export function LoadingBar({ label, className, part }: LoadingBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      part={part}
      className={className ? `cp-loading-bar ${className}` : 'cp-loading-bar'}
    >
      <div className="cp-loading-bar__indicator" />
    </div>
  );
}
