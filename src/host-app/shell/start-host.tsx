import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18nReady } from '../../core/i18n/create-i18n.ts';
import { createHostRouter } from '../routes/create-host-router.tsx';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { yieldToMain } from './yield-to-main.ts';
// Shoelace's themes for the kit's fields in the host document: light on :root, dark on html.sl-theme-dark.
import '@shoelace-style/shoelace/dist/themes/light.css';
import '@shoelace-style/shoelace/dist/themes/dark.css';
import '../styles/host.css';
// index.html's static shell: loaded with the host's styles, before the first paint (vite-host-preloads).
import './static-shell.css';

/**
 * Renders the routed portal into `container`, sharing the page's one runtime with every element,
 * once the portal texts of the page's language are loaded (its first render is translated).
 */
export async function startHost(container: HTMLElement): Promise<void> {
  // The start in steps, each its own task (Lighthouse's TBT counts every task past 50 ms): the runtime,
  // the texts, the router's first load, and React's first render, which as a transition React renders
  // in slices. The static shell (index.html) stays on screen meanwhile, so nothing waits to be seen.
  const runtime = hostRuntime();
  await i18nReady(runtime.i18n);
  await yieldToMain();
  const router = createHostRouter();
  await yieldToMain();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={runtime.queryClient}>
          <I18nextProvider i18n={runtime.i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
