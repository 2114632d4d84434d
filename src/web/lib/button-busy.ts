/**
 * A Mantine button an island is busy with (docs/architecture.md#fast-public-pages): Mantine's own loading look
 * (data-loading hides the label) with a spinner of ours, since a guest's page has no Mantine to draw its loader.
 */
import classes from './button-busy.module.css';

export function setButtonBusy(button: HTMLElement, isBusy: boolean): void {
  if (isBusy) {
    button.setAttribute('data-loading', 'true');
    button.setAttribute('aria-busy', 'true');
    if (button.querySelector(`.${classes.loader}`)) return;
    const spinner = document.createElement('span');
    spinner.className = classes.loader ?? '';
    spinner.setAttribute('aria-hidden', 'true');
    button.append(spinner);
  } else {
    button.removeAttribute('data-loading');
    button.removeAttribute('aria-busy');
    button.querySelector(`.${classes.loader}`)?.remove();
  }
}
