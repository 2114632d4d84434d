/** Test helpers: the app's providers around a component or the real route table, and a stubbed API. */
import { useEffect, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'react-router';
import { expect, vi } from 'vitest';
import type { StaffMember, User } from '@shared/accounts.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { connectNavigation } from '@web/lib/navigation';
import { reloadSessionFromStorage } from '@web/lib/session';
import { AppRoutes } from '@web/router';

export const testSettings: SalonSettings = {
  name: 'Curly Studio',
  tagline: 'Hair, makeup, nails and bridal looks',
  address: '12 Mall Road',
  city: 'Ludhiana',
  phones: ['9876543210', '9876500000'],
  whatsapp: '9876543210',
  email: 'hello@curly.example',
  social: { instagram: 'https://instagram.example/curly', facebook: '', youtube: '' },
  feedbackFormUrl: 'https://forms.example/feedback',
  map: { latitude: 30.9, longitude: 75.85 },
  openingHours: '10 am to 8 pm, every day',
  openingHoursSpec: 'Mo-Su 10:00-20:00',
  postalCode: '160017',
  timeZone: 'Asia/Kolkata',
  legalName: 'Curly Studio',
  gst: {
    gstin: '',
    stateCode: '03',
    pricesIncludeGst: true,
    serviceRatePercent: 5,
    sacByCategory: { '4': '999721' },
    products: [],
    otherProducts: { hsn: '3305', ratePercent: 18 },
  },
  upi: { id: 'curlystudio@okaxis', payee: 'Curly Studio' },
  invoicePrefix: 'CS',
};

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Priya Sharma',
    name1: 'Priya',
    phone: '9999900011',
    email: 'priya@example.com',
    dob: '0000-00-00',
    anniversary: '0000-00-00',
    gender: 2,
    comment: '',
    address: '',
    image: '',
    status: 1,
    user_type: 3,
    cart: null,
    language: null,
    ...overrides,
  };
}

/** Puts a session in localStorage as a previous visit would have, and loads it. */
export function signIn(user: User = testUser(), token = 'test-token', cartText?: string): void {
  localStorage.setItem('auth', JSON.stringify({ user, token }));
  if (cartText !== undefined) localStorage.setItem('cart', cartText);
  reloadSessionFromStorage();
}

export function signOut(): void {
  localStorage.clear();
  reloadSessionFromStorage();
}

/** What a stubbed request answers: a status (200 unless given) and a JSON body. */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

export type StubHandler = (request: { url: string; init: RequestInit }) => StubAnswer | undefined;

/** A handler for stubApi answering a request for exactly `url` with `answer`. */
export function answerAt(url: string, answer: StubAnswer): StubHandler {
  return (request) => (request.url === url ? answer : undefined);
}

/** A handler for stubApi answering the staff list (GET /api/user/staffUsers) with `people`. */
export function staffListAnswer(people: readonly StaffMember[]): StubHandler {
  return ({ url }) => (url.startsWith('/api/user/staffUsers') ? { body: { data: people } } : undefined);
}

/** Stubs fetch: the first handler that answers wins; the settings and SEO lists answer by default. */
export function stubApi(...handlers: StubHandler[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    for (const handler of handlers) {
      const answer = handler({ url, init });
      if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }
    if (url.startsWith('/api/settings')) return new Response(JSON.stringify({ data: testSettings }));
    if (url.startsWith('/api/seo')) return new Response(JSON.stringify({ data: [] }));
    if (url.startsWith('/api/user/details')) {
      const stored = localStorage.getItem('auth');
      return new Response(JSON.stringify({ user: stored ? (JSON.parse(stored) as { user: User }).user : null }));
    }
    return new Response(JSON.stringify({ message: 'Not Found', error: 'Not Found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Where the app is now, and a way to move it, as a test sees them. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string): void;
}

/** Reports the memory router's location and navigation to the test. */
function RouterProbe({ into }: { into: { location?: Location; navigate?: (to: string) => void } }) {
  const location = useLocation();
  const navigate = useNavigate();
  into.location = location;
  into.navigate = (to) => void navigate(to);
  useEffect(() => connectNavigation((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

function renderRoutes(path: string, routes: ReactElement) {
  const probe: { location?: Location; navigate?: (to: string) => void } = {};
  const view = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe into={probe} />
        {routes}
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    get state() {
      return { location: probe.location! };
    },
    navigate: (to) => probe.navigate!(to),
  };
  return { ...view, router };
}

/** Renders the real route table at a path, with fresh providers. */
export function renderApp(path = '/') {
  return renderRoutes(path, <AppRoutes />);
}

/** Signs `visitor` in, renders the real route table at a path, and gives the user who drives it. */
export function openAppAs(visitor: User, path: string) {
  signIn(visitor);
  const user = userEvent.setup();
  return { ...renderApp(path), user };
}

/** Renders one element at a path inside a router (for pages and components that link or navigate). */
export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes(
    path,
    <Routes>
      <Route path="*" element={element} />
      {path !== '/' && <Route path="/" element={<div>home page</div>} />}
    </Routes>,
  );
}

/** Stubs the API with `handlers`, renders one element at a path, and gives the user who drives it. */
export function openAt(element: ReactElement, path: string, ...handlers: StubHandler[]) {
  const fetchMock = stubApi(...handlers);
  const user = userEvent.setup();
  return { ...renderAt(element, path), fetchMock, user };
}

/**
 * Renders a tree as the server does, then hydrates that markup as the browser does, and fails on any mismatch
 * (docs/architecture.md#server-rendering). `page` makes the tree, once for each side; `onServerMarkup` looks at the
 * server's markup before the browser takes it over.
 */
export async function expectSameMarkupWhenHydrated(
  page: () => ReactElement,
  onServerMarkup?: (container: HTMLElement) => void,
) {
  // The browser build of React's server renderer (jsdom is a browser); 'react-dom/server' reads as our server code.
  const { renderToString } = await import('react-dom/server.browser');
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  onServerMarkup?.(container);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  const root = hydrateRoot(container, page(), { onRecoverableError });
  act(() => undefined);
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  act(() => root.unmount());
  container.remove();
}
