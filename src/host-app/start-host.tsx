import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createHostRouter } from './routes/create-host-router.tsx';
import { hostRuntime } from './runtime/host-runtime.ts';
// Shoelace's themes for the kit's fields in the host document: light on :root, dark on html.sl-theme-dark.
import '@shoelace-style/shoelace/dist/themes/light.css';
import '@shoelace-style/shoelace/dist/themes/dark.css';
import './styles/host.css';

/** Renders the routed portal into `container`, sharing the page's one runtime with every element. */
export function startHost(container: HTMLElement): void {
  const runtime = hostRuntime();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={runtime.queryClient}>
        <I18nextProvider i18n={runtime.i18n}>
          <RouterProvider router={createHostRouter()} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
