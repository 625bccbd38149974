import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getLoginMemo } from '../../../core/api/browser-contract/memos.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

// The sanitizer (DOMPurify) is loaded only when there is a memo to show: most logins have none, and
// the login page's first load stays without it.
const ServerHtml = lazy(async () => ({
  default: (await import('../../../ui/server-html/ServerHtml.tsx')).ServerHtml,
}));

/**
 * The staff memo for the login page (admin-memos' "Login page"), sanitized like every server HTML.
 * Nothing while it loads, when there is none or when it cannot be had: signing in comes first.
 */
export function LoginMemo() {
  const runtime = hostRuntime();
  const { th } = useHostTranslation();
  const { data: memo } = useQuery({
    queryKey: ['memos', 'login'],
    queryFn: ({ signal }) => runtime.api.call(getLoginMemo, { signal }),
    retry: false,
  });
  if (!memo) return null;
  return (
    <aside className="alert login-memo" aria-label={th('login.memo')}>
      <Suspense fallback={null}>
        <ServerHtml html={memo.memoContents} className="server-html" />
      </Suspense>
    </aside>
  );
}
