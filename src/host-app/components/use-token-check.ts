import { useEffect, useState } from 'react';

/** Where a link with a token stands: being checked, unusable, or usable. */
export type TokenCheck = 'checking' | 'invalid' | 'valid';

/** Asks the server once whether the token of a link can still be used; any failure counts as unusable. */
export function useTokenCheck(
  token: string | undefined,
  check: (token: string) => Promise<boolean>,
): TokenCheck {
  const [state, setState] = useState<TokenCheck>(token ? 'checking' : 'invalid');
  useEffect(() => {
    if (!token) return;
    let current = true;
    check(token).then(
      (valid) => current && setState(valid ? 'valid' : 'invalid'),
      () => current && setState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [token, check]);
  return state;
}
