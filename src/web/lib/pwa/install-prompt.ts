/**
 * Chromium's install prompt. The browser fires `beforeinstallprompt` once, early, maybe before any page that
 * wants it is shown: main.tsx imports this module first thing so the event is caught and kept, and the
 * installation page (/installation) offers an Install button only while one is held. No React here: main.tsx loads
 * it on every page, and the installation page's island (docs/architecture.md#fast-public-pages) uses it without a
 * framework.
 */

/** Not in TypeScript's DOM library: Chromium only. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const subscribers = new Set<() => void>();

function publish(next: BeforeInstallPromptEvent | null): void {
  deferredPrompt = next;
  for (const subscriber of subscribers) subscriber();
}

let isCapturing = false;

/** Starts listening (idempotent). Called at start-up, before anything is drawn. */
export function captureInstallPrompt(): void {
  if (isCapturing || typeof window === 'undefined') return;
  isCapturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's mini-infobar away: the page offers its own Install button.
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => publish(null));
}

/** Calls `subscriber` whenever a prompt arrives or is used up; the function it returns stops that. */
export function onInstallPromptChange(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** True while the browser allows a prompt (it fired beforeinstallprompt and nobody used it yet). */
export function canInstall(): boolean {
  return deferredPrompt !== null;
}

/** Shows the browser's install dialog; answers whether the visitor accepted. A prompt can be used once. */
export async function install(): Promise<boolean> {
  const prompt = deferredPrompt;
  if (!prompt) return false;
  publish(null);
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
  publish(event);
}
