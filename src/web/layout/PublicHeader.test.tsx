import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The browser build of React's server renderer (jsdom is a browser); 'react-dom/server' reads as our server code.
import { renderToString } from 'react-dom/server.browser';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { settingsQuery } from '@web/lib/salon-settings';
import { createQueryClient } from '@web/lib/query-client';
import { testSettings } from '@web/test/render';
import { ContactWidget } from './ContactWidget';
import { PublicHeader } from './PublicHeader';

describe('PublicHeader and ContactWidget', () => {
  it('render the same markup on the server and in the browser’s first render (plain menu buttons, no toasts)', () => {
    const page = () => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(settingsQuery.queryKey, testSettings);
      return (
        <AppProviders queryClient={queryClient}>
          <MemoryRouter>
            <PublicHeader />
            <ContactWidget />
          </MemoryRouter>
        </AppProviders>
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.querySelector('[aria-haspopup="menu"]')).not.toBeNull();
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = hydrateRoot(container, page(), { onRecoverableError });
    act(() => undefined);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
