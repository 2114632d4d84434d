/**
 * Everything a page needs around it: Mantine (theme, dates, toasts), TanStack Query (the text needs no provider: src/web/i18n). The toasts' code
 * arrives with the first toast (DeferredNotifications), so the server and the browser's first render show none.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@shared/constants';
import { useLanguage } from './i18n';
import { DeferredNotifications } from './components/DeferredNotifications';
import { BookingModalHost } from './features/booking';
import { queryClient as appQueryClient } from './lib/query-client';
import { cssVariablesResolver, themeIn } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (and its layout checks, which jsdom cannot do). */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient = appQueryClient, env = 'default' }: AppProvidersProps) {
  // The date pickers' months and days, and the names of Mantine's icon buttons, in the language shown (lib/dates.ts
  // registers dayjs's Hindi).
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={themeIn(language)}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, consistentWeeks: true }}>
          <DeferredNotifications position="top-right" autoClose={TOAST_DURATION_MS} limit={4} zIndex={1000} />
          {children}
          <BookingModalHost />
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
