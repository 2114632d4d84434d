/** What the server puts into a server-rendered page for the browser (see entry-server.tsx and main.tsx). */
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script element that carries it. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

export interface ServerState {
  /** The path the page was rendered for. */
  path: string;
  /** TanStack Query's dehydrated cache: the answers the page was rendered with. */
  queries: DehydratedState;
}
