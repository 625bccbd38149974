import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useFocusFirstInvalid } from '../../ui/focus/focus-first-invalid.ts';
import logo from '../assets/logo.svg';
import logoDark from '../assets/logo-dark.svg';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { usePreferences } from '../runtime/use-runtime-state.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * The login layout (docs/screens/shell.md#login-layout): background image, logo and the page centred on a card, with the
 * language switch, so the interface is in the user's language before anyone is signed in.
 */
export function LoginLayout() {
  const runtime = hostRuntime();
  const { theme } = usePreferences(runtime);
  // Every sign-in form here: a failed submit takes focus to the first invalid field.
  const main = useRef<HTMLElement>(null);
  useFocusFirstInvalid(main);
  return (
    <div className="login-layout">
      <main id="main" className="login-card" ref={main}>
        <img className="logo" src={theme === 'dark' ? logoDark : logo} alt={runtime.config.brand} />
        <Outlet />
        <LanguageSwitch />
      </main>
    </div>
  );
}
