/**
 * The search box both catalogue islands drive (ServiceSearchBox's markup): the text typed, and the clear button,
 * shown only while there is something to clear. No React: a guest's document runs it without the app.
 */
import type { listeners } from '@web/lib/islands';

/** The attribute marking the box's clear button. */
export const CLEAR_ATTRIBUTE = 'data-clear';

export interface SearchBox {
  input: HTMLInputElement;
  /** What is typed, without the spaces around it. */
  term(): string;
}

/**
 * Calls `onInput` as the text changes, `onClear` once the clear button has emptied the box (the focus goes back to
 * the box, as the button disappears), and `onEnter` on Enter. Null when the root holds no search box.
 */
export function attachSearchBox(
  root: HTMLElement,
  events: ReturnType<typeof listeners>,
  handlers: { onInput(): void; onClear(): void; onEnter(): void },
): SearchBox | null {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) return null;
  const clear = root.querySelector<HTMLElement>(`[${CLEAR_ATTRIBUTE}]`);
  // Typed before the island arrived, or by the browser restoring the page: show the clear button to match.
  const showClear = () => {
    if (clear) clear.hidden = input.value === '';
  };
  showClear();

  events.on(input, 'input', () => {
    showClear();
    handlers.onInput();
  });
  events.on(input, 'keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    handlers.onEnter();
  });
  if (clear) {
    events.on(clear, 'click', () => {
      input.value = '';
      showClear();
      input.focus();
      handlers.onClear();
    });
  }
  return { input, term: () => input.value.trim() };
}
