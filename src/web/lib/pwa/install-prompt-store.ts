/**
 * Chromium's install prompt, caught and kept. The browser fires `beforeinstallprompt` once, early, maybe before any
 * page that wants it is rendered: main.tsx starts listening first thing, and the installation page (/installation)
 * offers an Install button only while a prompt is held. No React here: main.tsx runs on every page, a guest's
 * document included (docs/architecture.md#fast-public-pages); the page's hook is in install-prompt.ts.
 */

/** Not in TypeScript's DOM library: Chromium only. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function publishInstallPrompt(next: BeforeInstallPromptEvent | null): void {
  deferredPrompt = next;
  for (const listener of listeners) listener();
}

let isCapturing = false;

/** Starts listening (idempotent). Called at start-up, before anything renders. */
export function captureInstallPrompt(): void {
  if (isCapturing || typeof window === 'undefined') return;
  isCapturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's mini-infobar away: the page offers its own Install button.
    event.preventDefault();
    publishInstallPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => publishInstallPrompt(null));
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prompt the browser allows now, or null (none fired, or it was used: a prompt can be used once). */
export const heldInstallPrompt = (): BeforeInstallPromptEvent | null => deferredPrompt;

/** Shows the browser's install dialog with a held prompt; answers whether the visitor accepted. */
export async function installWith(prompt: BeforeInstallPromptEvent | null): Promise<boolean> {
  if (!prompt) return false;
  publishInstallPrompt(null);
  await prompt.prompt();
  const choice = await prompt.userChoice;
  return choice.outcome === 'accepted';
}

/** True when the site already runs as an installed app (home-screen icon). */
export function isRunningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** For tests: a held prompt, as if the browser had fired the event. */
export function setInstallPromptForTest(event: BeforeInstallPromptEvent | null): void {
  publishInstallPrompt(event);
}
