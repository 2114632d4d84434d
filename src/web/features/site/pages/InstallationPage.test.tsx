import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandLoaders } from '@web/island-registry';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { matchMediaWith } from '@web/test/media';
import { renderApp, stubApi } from '@web/test/render';
import { setInstallPromptForTest, type BeforeInstallPromptEvent } from '@web/lib/pwa/install-prompt';
import { InstallationPage } from './InstallationPage';

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent;
  return { event, prompt };
}

/** No Install button until the browser holds a prompt; one tap prompts, and an accepted prompt leaves the note. */
async function expectInstallInOneTap(outcome: 'accepted' | 'dismissed') {
  const user = userEvent.setup();
  expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  // Meanwhile the place points to the steps.
  const steps = screen.getByText('Four steps, and it is on your phone');
  expect(steps).toBeVisible();
  const { event, prompt } = fakePrompt(outcome);
  act(() => setInstallPromptForTest(event));
  expect(steps).not.toBeVisible();
  await user.click(await screen.findByRole('button', { name: 'Install' }));
  expect(prompt).toHaveBeenCalledOnce();
  // A prompt can be used once.
  expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  const note = screen.getByText('You are using the installed app');
  if (outcome === 'accepted') await vi.waitFor(() => expect(note).toBeVisible());
  else expect(note).not.toBeVisible();
  // Dismissed, the steps are the way left.
  if (outcome === 'accepted') expect(steps).not.toBeVisible();
  else await vi.waitFor(() => expect(steps).toBeVisible());
}

// Each test renders the whole app with its lazy routes: give a busy machine time.
describe('InstallationPage', { timeout: 20_000 }, () => {
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
    renderApp('/installation');
    await screen.findByTestId('install-android');
    await expectInstallInOneTap('accepted');
  });

  it('on the server’s markup without React, offers Install the same way, and says so when already installed', async () => {
    stubApi();
    const container = await renderServerMarkup(<InstallationPage />, '/installation');
    await startIslandsOn(container, islandLoaders);
    await expectInstallInOneTap('dismissed');
    container.remove();

    matchMediaWith('display-mode: standalone');
    const installed = await renderServerMarkup(<InstallationPage />, '/installation');
    expect(screen.getByText('You are using the installed app')).not.toBeVisible();
    await startIslandsOn(installed, islandLoaders);
    expect(screen.getByText('You are using the installed app')).toBeVisible();
    act(() => setInstallPromptForTest(fakePrompt('accepted').event));
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });
});
