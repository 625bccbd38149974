import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useHostTranslation } from '../runtime/use-host-translation.ts';

/** The "few seconds" (docs/screens/sign-in.md#redirect-countdown) before an automatic redirect. */
export const REDIRECT_SECONDS = 5;

interface RedirectCountdownProps {
  /** A portal path, or with `external` an http(s) address outside the portal. */
  to: string;
  external?: boolean;
  seconds?: number;
}

/** A visible countdown that then goes to `to`, with a link to go at once (docs/screens/sign-in.md#redirect-countdown). */
export function RedirectCountdown({
  to,
  external = false,
  seconds = REDIRECT_SECONDS,
}: RedirectCountdownProps) {
  const { th } = useHostTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (left > 0) {
      const timer = window.setTimeout(() => setLeft(left - 1), 1000);
      return () => window.clearTimeout(timer);
    }
    if (external) window.location.assign(to);
    else void navigate(to, { replace: true });
  }, [left, navigate, to, external]);

  return (
    <p>
      <span role="timer">{th('redirect.countdown', { count: left })}</span>{' '}
      {external ? (
        <a href={to} rel="noopener noreferrer">
          {th('redirect.goNow')}
        </a>
      ) : (
        <Link to={to} replace>
          {th('redirect.goNow')}
        </Link>
      )}
    </p>
  );
}
