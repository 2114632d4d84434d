import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { settingsQuery } from '@web/lib/salon-settings';
import { startIslands } from '@web/lib/start-islands';
import { renderAt, stubApi, testSettings } from '@web/test/render';
import { FloatingDirectionsButton } from './FloatingDirectionsButton';
import { Footer } from './Footer';
import { layoutIslands } from './islands';

const FROM_THE_VISITOR = 'https://www.google.com/maps/dir/?api=1&origin=30.5,75.5&destination=30.9,75.85';

/** A browser that shares the visitor's position, and the new tabs it opens. */
function sharedPosition() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 30.5, longitude: 75.5 } } as GeolocationPosition),
    },
  });
  return vi.spyOn(window, 'open').mockReturnValue({} as Window);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('Get Directions', () => {
  it('opens the way from the visitor to the salon in a new tab (the floating button)', async () => {
    const open = sharedPosition();
    const user = userEvent.setup();
    stubApi();
    renderAt(<FloatingDirectionsButton />);
    await user.click(await screen.findByRole('button', { name: 'Get Directions' }));
    expect(open).toHaveBeenCalledWith(FROM_THE_VISITOR, '_blank');
  });

  it('tells a browser without geolocation so, in the words of the page (the footer’s button)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    stubApi();
    renderAt(<Footer />);
    const button = await screen.findByRole('button', { name: 'Get Direction' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('data-unsupported', 'Geolocation is not supported by this browser.');
    await user.click(button);
    expect(alert).toHaveBeenCalledWith('Geolocation is not supported by this browser.');
  });

  it('answers the first click on the server’s page, without React, once its island has arrived', async () => {
    const open = sharedPosition();
    vi.stubGlobal('requestIdleCallback', () => 0);
    const { renderToString } = await import('react-dom/server.browser');
    const queryClient = createQueryClient();
    queryClient.setQueryData(settingsQuery.queryKey, testSettings);
    document.body.innerHTML = renderToString(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter>
          <FloatingDirectionsButton />
        </MemoryRouter>
      </AppProviders>,
    );
    startIslands(layoutIslands);
    screen.getByRole('button', { name: 'Get Directions' }).click();
    await waitFor(() => expect(open).toHaveBeenCalledWith(FROM_THE_VISITOR, '_blank'));
  });
});
