import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SUPPORT_SESSION_ROLE } from '../../core/access/role-access.ts';
import { endSupport } from '../../core/runtime/page-session.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { useHostTranslation } from '../runtime/use-host-translation.ts';
import { useAccessTokenPayload } from '../runtime/use-runtime-state.ts';
import { SUPPORT_RETURN_PATH } from '../session/support.ts';
import { useProfile } from './use-profile.ts';

/**
 * Shown on every page of a support session (docs/screens/administration.md#log-in-as): whose portal this is, who is
 * behind it, and the way back to the staff session.
 */
export function SupportBanner() {
  const runtime = hostRuntime();
  const { th } = useHostTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [ending, setEnding] = useState(false);
  const payload = useAccessTokenPayload(runtime);
  if (!payload?.roles.includes(SUPPORT_SESSION_ROLE)) return null;

  const end = async () => {
    setEnding(true);
    const back = await endSupport(runtime);
    setEnding(false);
    void navigate(back ? SUPPORT_RETURN_PATH : '/login', { replace: true });
  };

  return (
    <section className="support-banner" aria-labelledby="support-banner-text">
      <p id="support-banner-text">
        {th('support.banner', { email: profile?.emailAddress ?? '…', staff: payload.supportBy ?? '' })}
      </p>
      <button type="button" className="support-banner__end" disabled={ending} onClick={() => void end()}>
        {th('support.end')}
      </button>
    </section>
  );
}
