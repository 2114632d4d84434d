/**
 * Vitest setup of the web project: jest-dom matchers, and the browser APIs Mantine needs that jsdom lacks
 * (docs/architecture.md#stack-notes).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { reloadSessionFromStorage } from '@web/lib/session';
import { mediaQueryList } from './media';

// A page's first render loads its lazy chunk, which takes longer than testing-library's 1 s while the other test
// worker keeps the second core busy, and up to several seconds on a loaded machine: findBy* and waitFor wait up to
// 10 s (they still answer as soon as they can; the web project's test timeout is 20 s, vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => mediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;

// jsdom's <dialog> has `open` but neither showModal() nor close() (islands open their dialogs with them). Only the
// attribute, the 'close' event and the focus a modal dialog takes, as a browser would.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus]')?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Image previews use object URLs, which jsdom does not implement.
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:preview';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // The cookies public pages are drawn by (@shared/document-cookies), which jsdom keeps for the whole file.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  reloadSessionFromStorage();
  vi.unstubAllGlobals();
});
