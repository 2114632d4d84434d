/**
 * The installation page's Install button (docs/product.md#installation), an island
 * (docs/architecture.md#fast-public-pages) on the markup InstallOffer renders: the offer shows while the browser holds
 * an install prompt (it may arrive after the page), the note once the site runs installed or the visitor accepted, the
 * pointer to the steps otherwise.
 * A prompt can be used once, so the offer goes away as soon as it is tapped.
 */
import { listeners, type Island } from '@web/lib/islands';
import { canInstall, install, isRunningInstalled, onInstallPromptChange } from '@web/lib/pwa/install-prompt';

export const installIsland: Island = (root) => {
  const steps = root.querySelector<HTMLElement>('[data-install="steps"]');
  const installed = root.querySelector<HTMLElement>('[data-install="installed"]');
  const offer = root.querySelector<HTMLElement>('[data-install="prompt"]');
  const button = root.querySelector<HTMLElement>('[data-install="button"]');
  if (!steps || !installed || !offer || !button) return () => undefined;
  const events = listeners();
  /** Hidden but keeping its room (InstallOffer stacks the three in one place). */
  const setShown = (element: HTMLElement, isShown: boolean) => {
    element.style.visibility = isShown ? '' : 'hidden';
  };

  function show() {
    const isInstalled = root.dataset.state === 'installed' || isRunningInstalled();
    const isOffered = !isInstalled && canInstall();
    setShown(installed!, isInstalled);
    setShown(offer!, isOffered);
    setShown(steps!, !isInstalled && !isOffered);
  }

  events.on(button, 'click', () => {
    install()
      .then((isAccepted) => {
        if (isAccepted) root.dataset.state = 'installed';
      })
      .catch((error: unknown) => console.warn('The install prompt failed.', error))
      .finally(show);
  });
  const stopWatching = onInstallPromptChange(show);
  show();
  return () => {
    stopWatching();
    events.removeAll();
  };
};
