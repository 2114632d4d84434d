import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { stubApi } from '@web/test/render';
import { useGreeting } from './use-greeting';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders queryClient={createQueryClient()} env="test">
    {children}
  </AppProviders>
);

describe('useGreeting', () => {
  it.each([
    ['2026-03-10T02:00:00Z', 'Good Morning'], // 07:30 in Kolkata
    ['2026-03-10T06:29:00Z', 'Good Morning'], // 11:59
    ['2026-03-10T06:30:00Z', 'Good Afternoon'], // 12:00
    ['2026-03-10T12:29:00Z', 'Good Afternoon'], // 17:59
    ['2026-03-10T12:30:00Z', 'Good Evening'], // 18:00
    ['2026-03-10T20:00:00Z', 'Good Morning'], // 01:30 the next day
  ])('at %s says %s by the salon clock', (instant, expected) => {
    stubApi();
    const { result } = renderHook(() => useGreeting(new Date(instant)), { wrapper });
    expect(result.current).toBe(expected);
  });
});
