import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { renderAt } from '@web/test/render';

describe('DeferredNotifications', () => {
  it('shows a toast raised before the toasts’ code was there', async () => {
    notifySuccess('Saved before the toasts arrived');
    renderAt(<p>page</p>);
    expect(await screen.findByText('Saved before the toasts arrived')).toBeInTheDocument();
  });

  it('renders nothing until the first toast, then fetches the toasts and shows it', async () => {
    renderAt(<p>page</p>);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => notifyError('Something went wrong'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
