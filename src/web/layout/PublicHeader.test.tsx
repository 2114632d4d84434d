import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { settingsQuery } from '@web/lib/salon-settings';
import { createQueryClient } from '@web/lib/query-client';
import { expectSameMarkupWhenHydrated, testSettings } from '@web/test/render';
import { ContactWidget } from './ContactWidget';
import { PublicHeader } from './PublicHeader';

describe('PublicHeader and ContactWidget', () => {
  it('render the same markup on the server and in the browser’s first render (plain menu buttons, no toasts)', async () => {
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
    await expectSameMarkupWhenHydrated(page, (serverMarkup) =>
      expect(serverMarkup.querySelector('[aria-haspopup="menu"]')).not.toBeNull(),
    );
  });
});
