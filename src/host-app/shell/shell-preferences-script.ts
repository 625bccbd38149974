// index.html's one classic script in <head> (scripts/vite-static-shell.mjs builds it on its own): it
// runs before the first paint, so the static shell shows the user's frame, language and theme at once.
// The portal's policy allows no inline script, so it is a file of its own, a few hundred bytes.
import { applyShellChoice, chooseShell } from './shell-preferences.ts';

const loginPaths = (document.currentScript?.dataset.loginPaths ?? '').split(' ').filter(Boolean);
applyShellChoice(document.documentElement, chooseShell(document, window.location.pathname, loginPaths));
