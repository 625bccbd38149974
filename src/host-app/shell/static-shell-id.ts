/** The id of index.html's static shell container: scripts/vite-static-shell.mjs writes it, HostRoot removes it. */
export const STATIC_SHELL_ID = 'cp-static-shell';
