/**
 * Opens the Book Appointment modal from anywhere (docs/product.md#public-site: it "opens from many places"). A tiny
 * store, so the buttons that open it carry none of the modal's code: that code (form, date picker, multi-select, zod)
 * is fetched on the first sign of interest in a button, or at the latest on the click, and the host renders it
 * (BookingModalHost, in the booking feature, mounted by the app). The store knows the modal only through the loader the
 * host hands it (docs/decisions/013-feature-boundaries.md). Nothing here reads the browser, so the server renders every
 * button the same way.
 */
import { useSyncExternalStore } from 'react';
import { offerBookingComment } from '@shared/offer-comment';

export interface BookingModalOptions {
  /** Text the comment starts with (booking from an offer as a guest: 'I selected This Offer <name>'). */
  comment?: string;
}

export interface BookingModalState {
  isOpen: boolean;
  options: BookingModalOptions;
  /** Counts the openings: each one starts a fresh form (new values, new Idempotency-Key). */
  opening: number;
  /** The modal's code has arrived and the host draws it: until then the button that opened it shows it is loading. */
  isReady: boolean;
}

const CLOSED: BookingModalState = { isOpen: false, options: {}, opening: 0, isReady: false };

let state: BookingModalState = CLOSED;
const listeners = new Set<() => void>();

function publish(next: BookingModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;
const getServerState = () => CLOSED;

export function useBookingModalState(): BookingModalState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}

let loadModal: (() => Promise<unknown>) | null = null;
let preloading: Promise<unknown> | null = null;

/** Names the modal's code: the host does this as it loads, so the buttons can fetch that code ahead of a click. */
export function setBookingModalLoader(load: () => Promise<unknown>): void {
  loadModal = load;
}

/** Fetches the modal's code ahead of the click; a failure (offline, say) lets the next attempt try again. */
export function preloadBookingModal(): void {
  if (preloading || !loadModal) return;
  preloading = loadModal();
  preloading.catch((error: unknown) => {
    preloading = null;
    console.warn('The booking form could not be loaded.', error);
  });
}

export function openBookingModal(options: BookingModalOptions = {}): void {
  preloadBookingModal();
  publish({ ...state, isOpen: true, options, opening: state.opening + 1 });
}

/**
 * Settles once the modal shows, or once it closed without showing (its code could not load): a button that opened it
 * outside the app (src/web/components/book.island.ts) stops showing that it is loading.
 */
export function whenBookingModalSettled(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (state.isReady || !state.isOpen) {
        listeners.delete(check);
        resolve();
      }
    };
    listeners.add(check);
    check();
  });
}

/** The host says it draws the modal now. */
export function markBookingModalReady(): void {
  if (!state.isReady) publish({ ...state, isReady: true });
}

export function closeBookingModal(): void {
  if (state.isOpen) publish({ ...state, isOpen: false });
}

/**
 * Spread on any button that books: opens the modal on click and fetches its code as soon as the pointer or the
 * focus reaches the button, so the modal usually opens at once. The button keeps its own look.
 */
export function bookingButtonProps(options?: BookingModalOptions) {
  return {
    onClick: () => openBookingModal(options),
    onPointerEnter: preloadBookingModal,
    onFocus: preloadBookingModal,
    onTouchStart: preloadBookingModal,
    'aria-haspopup': 'dialog' as const,
  };
}

/** For tests: back to closed, as on a fresh page. */
export function resetBookingModal(): void {
  publish(CLOSED);
}

/**
 * The comment of a booking from an offer (docs/product.md#booking-payloads), the same words the server writes for
 * offer_id.
 */
export function offerComment(offerName: string): string {
  return offerBookingComment(offerName);
}
