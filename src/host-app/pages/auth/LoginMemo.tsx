import { useQuery } from '@tanstack/react-query';
import { getLoginMemo } from '../../../core/api/contract/memos.ts';
import { ServerHtml } from '../../../ui/server-html/ServerHtml.tsx';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

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
      <ServerHtml html={memo.memoContents} className="server-html" />
    </aside>
  );
}
