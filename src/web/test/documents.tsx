/**
 * A part of a guest's public page as a document with islands (docs/architecture.md#fast-public-pages): its markup as
 * the server renders it, without React in the page, and the islands started on it as the document starts them.
 */
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { expect, onTestFinished, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { ATTACHED_ATTRIBUTE, ISLAND_ATTRIBUTE, startIslands, type IslandLoaders } from '@web/lib/start-islands';

/**
 * Puts the server's markup of `element` (at `path`) into the page; it is removed after the test. The query client
 * holds what the server fetched, if the test gives one.
 */
export async function renderServerMarkup(
  element: ReactElement,
  path = '/',
  queryClient: QueryClient = createQueryClient(),
): Promise<HTMLElement> {
  // The browser build of React's server renderer (jsdom is a browser); 'react-dom/server' reads as our server code.
  const { renderToString } = await import('react-dom/server.browser');
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </AppProviders>,
  );
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/** Starts the islands of the markup as a document does, the browser idle at once, and waits until all are attached. */
export async function startIslandsOn(container: HTMLElement, loaders: IslandLoaders): Promise<void> {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    run();
    return 0;
  });
  const roots = [...container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  expect(roots.length, 'the markup has islands').toBeGreaterThan(0);
  startIslands(loaders, container);
  await vi.waitFor(() => {
    for (const root of roots) expect(root.hasAttribute(ATTACHED_ATTRIBUTE), root.outerHTML.slice(0, 120)).toBe(true);
  });
}
