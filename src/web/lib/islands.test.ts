import { afterEach, describe, expect, it } from 'vitest';
import { closeModalDialog, DIALOG_OPEN_ATTRIBUTE, showModalDialog } from './islands';

const isPageStill = () => document.documentElement.hasAttribute(DIALOG_OPEN_ATTRIBUTE);

function dialog(): HTMLDialogElement {
  const element = document.createElement('dialog');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(DIALOG_OPEN_ATTRIBUTE);
});

describe('showModalDialog', () => {
  it('keeps the page still while any dialog it opened is open', () => {
    const [first, second] = [dialog(), dialog()];
    showModalDialog(first);
    expect(first.open).toBe(true);
    expect(isPageStill()).toBe(true);
    showModalDialog(second);
    closeModalDialog(first);
    expect(isPageStill()).toBe(true);
    closeModalDialog(second);
    expect(isPageStill()).toBe(false);
  });

  it('lets the page scroll again when the browser closed the dialog itself (Escape, a back gesture)', () => {
    const opened = dialog();
    showModalDialog(opened);
    opened.close();
    opened.dispatchEvent(new Event('close'));
    expect(isPageStill()).toBe(false);
  });

  it('forgets a dialog taken out of the page while open', () => {
    const [gone, other] = [dialog(), dialog()];
    showModalDialog(gone);
    gone.remove();
    showModalDialog(other);
    closeModalDialog(other);
    expect(isPageStill()).toBe(false);
  });
});
