/**
 * The Book Appointment modal on a guest's document (decision 017, docs/architecture.md#fast-public-pages): loaded on
 * the first tap on a Book Appointment button, it brings the app's whole stylesheet, starts React with the app's
 * providers (theme, query cache, toasts and the modal's host) in a root of its own, and opens the modal there.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import type { OpenBooking } from './components/book.island';
import { openBookingModal, whenBookingModalSettled } from './lib/booking-modal';
import { loadFullStylesheet } from './lib/full-stylesheet';
import { languageOfPath } from '@shared/languages';
import { applyLanguage, loadLanguage } from './language-packs';

let isStarted = false;

function start(): void {
  if (isStarted) return;
  isStarted = true;
  const container = document.createElement('div');
  container.id = 'booking-root';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <AppProviders>{null}</AppProviders>
    </StrictMode>,
  );
}

export const openBooking: OpenBooking = async (options) => {
  // The modal is drawn with Mantine: the public pages' own stylesheet has none of it. It speaks the page's language.
  const language = languageOfPath(window.location.pathname);
  await Promise.all([loadFullStylesheet(), loadLanguage(language)]);
  applyLanguage(language);
  start();
  openBookingModal(options);
  return whenBookingModalSettled();
};
