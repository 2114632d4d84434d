/** What the server puts into a server-rendered page for the browser (see entry-server.tsx and main.tsx). */
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script element that carries it. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * On that element, for a page a guest gets as a document with islands (decision 017): the path it was rendered for
 * (offline, the service worker answers every address with the home page, whose islands belong to '/' only).
 */
export const ISLANDS_PATH_ATTRIBUTE = 'data-islands-path';

/**
 * Whether this page is a guest's document with islands (decision 017), not the app's. The server decides it by the
 * sign-in cookie (lib/session-keys.ts), so the page need not read the browser's storage as it starts.
 */
export function isIslandsDocument(): boolean {
  const state = document.getElementById(SERVER_STATE_ELEMENT_ID);
  return state?.getAttribute(ISLANDS_PATH_ATTRIBUTE) === window.location.pathname;
}

export interface ServerState {
  /** The path the page was rendered for. */
  path: string;
  /** TanStack Query's dehydrated cache: the answers the page was rendered with. */
  queries: DehydratedState;
}
