/**
 * A Mantine button an island is busy with (docs/architecture.md#fast-public-pages): Mantine's own loading look
 * (data-loading hides the label) with a spinner of ours, since a guest's page has no Mantine to draw its loader. The
 * spinner is the button's ::after (button-busy.css), drawn from an attribute: the button's children stay as
 * they are, so React can still hydrate markup marked busy before the app was live (hold-taps.ts).
 */
import './button-busy.css';

/** The attribute the spinner is drawn from. */
export const BUSY_ATTRIBUTE = 'data-busy';

export function setButtonBusy(button: HTMLElement, isBusy: boolean): void {
  if (isBusy) {
    button.setAttribute('data-loading', 'true');
    button.setAttribute('aria-busy', 'true');
    button.setAttribute(BUSY_ATTRIBUTE, '');
  } else {
    button.removeAttribute('data-loading');
    button.removeAttribute('aria-busy');
    button.removeAttribute(BUSY_ATTRIBUTE);
  }
}
