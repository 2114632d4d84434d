/** What the server puts into a server-rendered page for the browser (see entry-server.tsx and main.tsx). */
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script element that carries it. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * On that element, for a page a guest gets as a document with islands (decision 017): the path it was rendered for
 * (offline, the service worker answers every address with the home page, whose islands belong to '/' only).
 */
export const ISLANDS_PATH_ATTRIBUTE = 'data-islands-path';

export interface ServerState {
  /** The path the page was rendered for. */
  path: string;
  /** TanStack Query's dehydrated cache: the answers the page was rendered with. */
  queries: DehydratedState;
}
