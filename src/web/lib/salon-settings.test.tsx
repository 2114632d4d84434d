import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { testSettings } from '@web/test/render';
import { createQueryClient } from './query-client';
import { settingsQuery, useSalonSettings } from './salon-settings';

afterEach(() => setLanguage('en'));

describe('useSalonSettings', () => {
  it("shows the salon's Hindi words on a Hindi page where written, and the English elsewhere", () => {
    const client = createQueryClient();
    client.setQueryData(settingsQuery.queryKey, {
      ...testSettings,
      hi: { tagline: 'बाल, मेकअप और नेल्स', openingHours: '  ' },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSalonSettings(), { wrapper });
    expect(result.current.settings?.tagline).toBe(testSettings.tagline);
    act(() => setLanguage('hi'));
    expect(result.current.settings?.tagline).toBe('बाल, मेकअप और नेल्स');
    // A blank Hindi field, or one not written, leaves the English.
    expect(result.current.settings?.openingHours).toBe(testSettings.openingHours);
    expect(result.current.settings?.address).toBe(testSettings.address);
  });
});
