import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@web/test/render';
import { setInstallPromptForTest, type BeforeInstallPromptEvent } from '@web/lib/pwa/install-prompt';

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent;
  return { event, prompt };
}

describe('InstallationPage', () => {
  afterEach(() => setInstallPromptForTest(null));

  it('shows four illustrated steps for Android and for iPhone', async () => {
    stubApi();
    renderApp('/installation');
    const android = await screen.findByTestId('install-android');
    const iphone = screen.getByTestId('install-iphone');
    expect(android.querySelectorAll('li img')).toHaveLength(4);
    expect(iphone.querySelectorAll('li img')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Tap Share' })).toHaveAttribute(
      'src',
      '/images/installation/iphone-2-share.svg',
    );
  });

  it('offers an Install button only while the browser holds an install prompt', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/installation');
    await screen.findByTestId('install-android');
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();

    const { event, prompt } = fakePrompt('accepted');
    act(() => setInstallPromptForTest(event));
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('You are using the installed app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });
});
