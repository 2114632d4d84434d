/** The installation page's Install button in the app: the held install prompt (install-prompt-store.ts) as a hook. */
import { useCallback, useSyncExternalStore } from 'react';
import { heldInstallPrompt, installWith, subscribeInstallPrompt } from './install-prompt-store';

export {
  captureInstallPrompt,
  isRunningInstalled,
  setInstallPromptForTest,
  type BeforeInstallPromptEvent,
} from './install-prompt-store';

export interface InstallPrompt {
  /** True while the browser allows a prompt (it fired beforeinstallprompt and nobody used it yet). */
  canInstall: boolean;
  /** Shows the browser's install dialog; answers whether the visitor accepted. A prompt can be used once. */
  install: () => Promise<boolean>;
}

export function useInstallPrompt(): InstallPrompt {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, heldInstallPrompt, () => null);
  const install = useCallback(() => installWith(prompt), [prompt]);
  return { canInstall: prompt !== null, install };
}
