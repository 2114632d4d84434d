import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@web/test/render';

const NOTICE = 'You are offline. Some things may not load until you reconnect.';

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('the offline notice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows while the browser is offline and goes when it is back online', async () => {
    stubApi();
    renderApp('/bridal');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByText(NOTICE)).not.toBeVisible();
    goOffline(true);
    expect(screen.getByText(NOTICE)).toBeVisible();
    expect(screen.getByText(NOTICE).closest('[role="status"]')).not.toBeNull();

    goOffline(false);
    expect(screen.getByText(NOTICE)).not.toBeVisible();
  });

  it('shows at once when the page opens offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi();
    renderApp('/bridal');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByText(NOTICE)).toBeVisible();
  });
});
