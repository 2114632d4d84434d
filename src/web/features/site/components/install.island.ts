/**
 * The installation page's Install button (docs/product.md#installation), an island
 * (docs/architecture.md#fast-public-pages) on the markup InstallOffer renders: the offer shows while the browser holds
 * an install prompt (it may arrive after the page), the note once the site runs installed or the visitor accepted.
 * A prompt can be used once, so the offer goes away as soon as it is tapped.
 */
import { listeners, type Island } from '@web/lib/islands';
import { canInstall, install, isRunningInstalled, onInstallPromptChange } from '@web/lib/pwa/install-prompt';

export const installIsland: Island = (root) => {
  const installed = root.querySelector<HTMLElement>('[data-install="installed"]');
  const offer = root.querySelector<HTMLElement>('[data-install="prompt"]');
  const button = root.querySelector<HTMLElement>('[data-install="button"]');
  if (!installed || !offer || !button) return () => undefined;
  const events = listeners();

  function show() {
    const isInstalled = root.dataset.state === 'installed' || isRunningInstalled();
    installed!.hidden = !isInstalled;
    offer!.hidden = isInstalled || !canInstall();
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
