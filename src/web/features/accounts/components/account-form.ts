/**
 * What the login and register islands share (docs/architecture.md#fast-public-pages, decision 017): a form that
 * checks each field as it loses focus and again as a field that shows an error is corrected, every field on send,
 * and sends nothing while a field shows an error (docs/product.md#validation-on-blur); then posts to the API, keeps
 * the session it answers in the browser's storage as the app does (docs/architecture.md#session), and loads the next
 * page as a document, where the app, if it runs, starts afresh from that storage. No framework: the same code runs
 * on the server's HTML of a guest's page and, through useIsland, in the app.
 *
 * The markup it works on (island-fields.tsx renders it):
 * - the root is the `<form>`, `data-next` the address to load once signed in;
 * - each field is an element `[data-field="<name>"]` around its `input[name="<name>"]` and its error element
 *   `[data-field-error]`, hidden while there is none, whose id the input names in `aria-describedby` while it shows;
 * - the send button is `button[data-submit]`, a plain button until the island makes it the form's submit button
 *   (so Enter cannot send the form, password and all, as a page address before the island is there);
 * - the words it may show are `<data>` elements, hidden, each with its text in the visitor's language as its value:
 *   `[data-message]` ones (the code of a message of src/shared/messages.ts, its English words in `data-message-en`)
 *   and `[data-failure]` ones (no answer, or one that cannot be read). The island has no text of its own.
 */
import { languageOfPath, pathInLanguage, type Language } from '@shared/languages';
import { languageAtSignIn } from '@web/lib/account-language';
import { listeners, type Island } from '@web/lib/islands';
import { AUTH_STORAGE_KEY, CART_STORAGE_KEY, markSignedIn } from '@web/lib/session-keys';
import type { FormValues } from '../account-rules';

/** Shows an error toast, its text already in the visitor's language: the app's in the app, else a drawn one. */
export type ShowError = (text: string) => void;

/** The browser's page load, in one place that tests can watch (jsdom cannot load pages). */
export const browserPage = {
  load(url: string): void {
    window.location.assign(url);
  },
};

/** A refused request, in the API's one error shape (docs/product.md#error-shape), with its HTTP status. */
export interface Refusal {
  status: number;
  message: string;
  error: string | Record<string, string[]>;
  /** The message's code, when the server sent one. */
  code?: string;
  /** Each field error's code, in the order of `error`'s messages. */
  codes?: Record<string, string[]>;
}

/** The words a toast shows for a refusal, and their code: the error text when it is one, else the message. */
export function displayTextOf(refusal: Refusal): { words: string; code?: string } {
  const { error, message, code } = refusal;
  if (typeof error !== 'string' || error.trim() === '') return { words: message, code };
  return { words: error, code: error === message ? code : undefined };
}

/** The first message of a field in a refusal's field errors, with its code. */
export function fieldRefusal(refusal: Refusal, field: string): { words: string; code?: string } | undefined {
  const words = typeof refusal.error === 'object' ? refusal.error[field]?.[0] : undefined;
  return words === undefined ? undefined : { words, code: refusal.codes?.[field]?.[0] };
}

export interface AccountFormSpec<F extends string> {
  /** The fields, in their order on the page: the first one found wrong takes the focus. */
  fields: readonly F[];
  /** A field's first problem, in the shared schema's English words. */
  check(field: F, values: FormValues<F>): string | undefined;
  /** Fields checked again as this one changes while they show an error (the confirmation as its password does). */
  recheck?: Partial<Record<F, readonly F[]>>;
  /** The API route (under /api) and the body: an object goes as JSON, FormData as a multipart form. */
  request(values: FormValues<F>, root: HTMLElement): { path: string; body: Record<string, string> | FormData };
  /** The answer's message that means success (docs/product.md#api-accounts); any other is a refusal. */
  successMessage: string;
  /** The fields under which a 422's field errors show (docs/product.md#validation-on-blur). */
  serverFields: readonly F[];
  /** What the toast of a refusal says, in English words (the words shown are the markup's for them). */
  refusalText(refusal: Refusal): { words: string; code?: string };
}

interface Field {
  root: HTMLElement;
  input: HTMLInputElement;
  error: HTMLElement;
}

/** The field's parts, as the markup comment above describes them. */
export function findField(root: HTMLElement, name: string): Field | null {
  const fieldRoot = root.querySelector<HTMLElement>(`[data-field="${name}"]`);
  const input = fieldRoot?.querySelector<HTMLInputElement>('input');
  const error = fieldRoot?.querySelector<HTMLElement>('[data-field-error]');
  return fieldRoot && input && error ? { root: fieldRoot, input, error } : null;
}

/** The text the markup has for a message: by its code when the server gave one, else by its English words. */
export function shownText(root: HTMLElement, words: string, code?: string): string {
  const entries = [...root.querySelectorAll<HTMLDataElement>('data[data-message]')];
  const byCode = code === undefined ? [] : entries.filter((entry) => entry.dataset.message === code);
  const entry = byCode.length === 1 ? byCode[0] : entries.find((entry) => entry.dataset.messageEn === words);
  return entry?.value ?? words;
}

function failureText(root: HTMLElement, failure: 'network' | 'unreadable'): string {
  return root.querySelector<HTMLDataElement>(`data[data-failure="${failure}"]`)?.value ?? '';
}

/**
 * Shows `text` under a field, or clears it: the field's error element, `aria-invalid` and `aria-describedby` on its
 * input, and `data-error` from the input up to the field's root, where Mantine's inputs draw it (red border and text).
 */
export function showFieldError({ root, input, error }: Field, text: string | undefined): void {
  const hasError = text !== undefined && text !== '';
  input.setAttribute('aria-invalid', String(hasError));
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== error.id);
  if (hasError) described.push(error.id);
  if (described.length) input.setAttribute('aria-describedby', described.join(' '));
  else input.removeAttribute('aria-describedby');
  for (let element: HTMLElement | null = input; element; element = element.parentElement) {
    if (hasError) element.setAttribute('data-error', 'true');
    else element.removeAttribute('data-error');
    if (element === root) break;
  }
  error.textContent = hasError ? text : '';
  error.hidden = !hasError;
}

/**
 * The show/hide button of a password field (Mantine's PasswordInput draws it; the component keeps Mantine's own state
 * at hidden): it shows the password as text and back, its state in the input's type and the button's aria-pressed.
 * The pointer going down on it leaves the focus in the field, as Mantine's does, so the field is not checked as left.
 */
function attachVisibilityToggle(events: ReturnType<typeof listeners>, { root, input }: Field): void {
  const toggle = root.querySelector<HTMLButtonElement>('button[aria-pressed]');
  if (!toggle) return;
  const flip = () => {
    const reveal = input.type === 'password';
    input.type = reveal ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(reveal));
  };
  events.on(toggle, 'mousedown', (event) => event.preventDefault());
  // A tap: no click follows, so the focus stays where it is.
  events.on(toggle, 'touchend', (event) => {
    event.preventDefault();
    flip();
  });
  events.on(toggle, 'click', flip);
}

/** Mantine's look of a button that is disabled (data-disabled) or busy (data-loading, its spinner in our CSS). */
function drawSubmit(button: HTMLButtonElement, { isBusy, hasErrors }: { isBusy: boolean; hasErrors: boolean }) {
  button.disabled = isBusy || hasErrors;
  if (hasErrors) button.setAttribute('data-disabled', 'true');
  else button.removeAttribute('data-disabled');
  if (isBusy) button.setAttribute('data-loading', 'true');
  else button.removeAttribute('data-loading');
}

type Outcome = { answer: Record<string, unknown> } | { refusal: Refusal };

function isErrorBody(value: unknown): value is Omit<Refusal, 'status' | 'error'> & { error?: Refusal['error'] } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** POSTs as the app's API client does (src/web/lib/api.ts): JSON or multipart, every failure as a Refusal. */
async function post(root: HTMLElement, path: string, body: Record<string, string> | FormData): Promise<Outcome> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const unreadable = failureText(root, 'unreadable');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    const network = failureText(root, 'network');
    return { refusal: { status: 0, message: network, error: network } };
  }
  let answer: unknown;
  try {
    answer = JSON.parse(await response.text());
  } catch {
    answer = undefined;
  }
  if (!response.ok) {
    const refusal: Refusal = isErrorBody(answer)
      ? { ...answer, status: response.status, error: answer.error ?? answer.message }
      : { status: response.status, message: unreadable, error: unreadable };
    return { refusal };
  }
  if (typeof answer !== 'object' || answer === null) {
    return { refusal: { status: response.status, message: unreadable, error: unreadable } };
  }
  return { answer: answer as Record<string, unknown> };
}

interface StoredUser {
  cart?: { data?: string } | null;
  language?: Language | null;
}

/** The session an answer carries, when it says it succeeded (docs/product.md#api-accounts). */
function sessionIn(answer: Record<string, unknown>, successMessage: string) {
  const { message, user, token } = answer;
  const isSession = message === successMessage && typeof token === 'string' && typeof user === 'object' && !!user;
  return isSession ? { user: user as StoredUser, token } : undefined;
}

/**
 * A successful HTTP answer the app would refuse too: another message is shown as the server's words (the spec
 * checks the success message), an answer without its session as unreadable.
 */
function answerRefusal(root: HTMLElement, { message }: Record<string, unknown>, successMessage: string): Refusal {
  const isOther = typeof message === 'string' && message !== '' && message !== successMessage;
  const words = isOther ? message : failureText(root, 'unreadable');
  return { status: 200, message: words, error: words };
}

/**
 * Keeps the session as session.ts's startSession does (docs/architecture.md#session): `{ user, token }` under 'auth',
 * the cart's JSON text under 'cart' (none: removed), and the sign-in cookie. The app reads both when the next page
 * starts it.
 */
export function storeSession(user: StoredUser, token: string): void {
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user, token }));
    markSignedIn();
    const cartText = user.cart?.data ?? null;
    if (cartText === null) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, cartText);
  } catch (error) {
    console.warn('Could not save the session in this browser.', error);
  }
}

/** The island of an account form, on the markup described above. */
export function accountFormIsland<F extends string>(spec: AccountFormSpec<F>, showError: ShowError): Island {
  return (root) => {
    const button = root.querySelector<HTMLButtonElement>('button[data-submit]');
    const found = spec.fields.map((name) => [name, findField(root, name)] as const);
    if (!button || found.some(([, field]) => !field)) return () => undefined;
    const submit = button;
    const fields = new Map(found as (readonly [F, Field])[]);
    const fieldOf = (name: F) => fields.get(name)!;
    const events = listeners();
    let isAttached = true;
    let isBusy = false;
    let wasSent = false;

    const values = () =>
      Object.fromEntries(spec.fields.map((name) => [name, fieldOf(name).input.value])) as FormValues<F>;
    const showsError = (name: F) => !fieldOf(name).error.hidden;
    const nameOf = (target: EventTarget | null) =>
      spec.fields.find((name) => fieldOf(name).input === target) as F | undefined;
    const redraw = () => drawSubmit(submit, { isBusy, hasErrors: spec.fields.some(showsError) });

    /** Checks fields, shows what each answers, and tells whether all of them passed. */
    function check(names: readonly F[]): boolean {
      const now = values();
      let isValid = true;
      for (const name of names) {
        const words = spec.check(name, now);
        showFieldError(fieldOf(name), words === undefined ? undefined : shownText(root, words));
        if (words !== undefined) isValid = false;
      }
      redraw();
      return isValid;
    }

    async function send() {
      isBusy = true;
      redraw();
      const { path, body } = spec.request(values(), root);
      const outcome = await post(root, path, body);
      if (!isAttached) return;
      const session = 'answer' in outcome ? sessionIn(outcome.answer, spec.successMessage) : undefined;
      if (session) {
        // The account's language, or the page's for an account that has none (decision 018).
        const language = await languageAtSignIn(session.user, session.token, languageOfPath(location.pathname));
        // What the account now has: its own language, or Hindi when this page's was saved on it.
        const accountLanguage = session.user.language ?? (language === 'hi' ? language : null);
        storeSession({ ...session.user, language: accountLanguage }, session.token);
        // The button stays busy until the next page replaces this one.
        browserPage.load(pathInLanguage(root.dataset.next || '/', language));
        return;
      }
      const refusal = 'refusal' in outcome ? outcome.refusal : answerRefusal(root, outcome.answer, spec.successMessage);
      isBusy = false;
      if (refusal.status === 422) {
        for (const name of spec.serverFields) {
          const fieldError = fieldRefusal(refusal, name);
          if (fieldError) showFieldError(fieldOf(name), shownText(root, fieldError.words, fieldError.code));
        }
      }
      redraw();
      const { words, code } = spec.refusalText(refusal);
      showError(shownText(root, words, code));
    }

    events.on(root, 'focusout', (event) => {
      const name = nameOf(event.target);
      if (name && !isBusy) check([name]);
    });
    events.on(root, 'input', (event) => {
      const name = nameOf(event.target);
      if (!name || isBusy) return;
      const again = (spec.recheck?.[name] ?? []).filter(showsError);
      if (wasSent || showsError(name)) check([name, ...again]);
      else if (again.length) check(again);
    });
    events.on(root, 'submit', (event) => {
      event.preventDefault();
      if (isBusy) return;
      wasSent = true;
      if (!check(spec.fields)) {
        fieldOf(spec.fields.find(showsError)!).input.focus();
        return;
      }
      void send();
    });

    for (const field of fields.values()) attachVisibilityToggle(events, field);
    // On a guest's page the island may arrive after a field was filled in and left: it is checked now.
    const left = spec.fields.filter(
      (name) => fieldOf(name).input.value !== '' && fieldOf(name).input !== document.activeElement,
    );
    if (left.length) check(left);
    submit.type = 'submit';
    return () => {
      isAttached = false;
      submit.type = 'button';
      events.removeAll();
    };
  };
}
