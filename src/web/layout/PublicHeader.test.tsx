import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { settingsQuery } from '@web/lib/salon-settings';
import { createQueryClient } from '@web/lib/query-client';
import { expectSameMarkupWhenHydrated, testSettings } from '@web/test/render';
import { ContactWidget } from './ContactWidget';
import { PublicHeader } from './PublicHeader';

describe('PublicHeader and ContactWidget', () => {
  it('render the same markup on the server and in the browser’s first render (plain menu buttons, the drawer’s links, no toasts)', async () => {
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
    await expectSameMarkupWhenHydrated(page, (serverMarkup) => {
      expect(serverMarkup.querySelector('[aria-haspopup="menu"]')).not.toBeNull();
      // The drawer is closed, its links already there for a document without scripts.
      const drawer = serverMarkup.querySelector('[data-island="drawer"] dialog');
      expect(drawer).not.toHaveAttribute('open');
      expect(drawer?.querySelector('a[href="/curly-service/hair"]')).not.toBeNull();
    });
  });
});
