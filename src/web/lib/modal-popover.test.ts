import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_OPEN_ATTRIBUTE } from './islands';
import { closeModalPopover, isModalPopoverOpen, keepModalPopover, openModalPopover } from './modal-popover';

/** jsdom has no popovers: the panel gets what a browser's popover does (the top layer is the browser's business). */
function givePopovers(panel: HTMLDialogElement) {
  let isOpen = false;
  const toggle = (newState: 'open' | 'closed') => {
    isOpen = newState === 'open';
    panel.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  };
  panel.showPopover = () => toggle('open');
  panel.hidePopover = () => toggle('closed');
  const matches = panel.matches.bind(panel);
  panel.matches = (selector: string) => (selector === ':popover-open' ? isOpen : matches(selector));
}

function drawer(): HTMLDialogElement {
  document.body.innerHTML = `
    <a href="/behind">The page behind</a>
    <dialog popover="auto" aria-modal="true">
      <div data-panel><a href="/">Home</a><button type="button" disabled>Off</button><button type="button">Close</button></div>
    </dialog>`;
  return document.querySelector('dialog')!;
}

// Each panel gets its own showPopover; the prototype's only tells that the browser has popovers.
const hadPopovers = typeof HTMLElement.prototype.showPopover === 'function';
beforeEach(() => {
  if (!hadPopovers) HTMLElement.prototype.showPopover = function showPopover() {};
});

afterEach(() => {
  if (!hadPopovers) delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(DIALOG_OPEN_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('a modal popover', () => {
  it('opens in the top layer without a style change on the root, with the focus on its first control', () => {
    const panel = drawer();
    givePopovers(panel);
    openModalPopover(panel);
    expect(isModalPopoverOpen(panel)).toBe(true);
    expect(panel.open).toBe(false);
    expect(document.documentElement.hasAttribute(DIALOG_OPEN_ATTRIBUTE)).toBe(false);
    expect(document.activeElement).toHaveTextContent('Home');
    closeModalPopover(panel);
    expect(isModalPopoverOpen(panel)).toBe(false);
  });

  it('keeps Tab inside, both ways, and says when it closed, whoever closed it', () => {
    const panel = drawer();
    givePopovers(panel);
    const onClosed = vi.fn();
    const stop = keepModalPopover(panel, onClosed);
    openModalPopover(panel);
    const [home, close] = [panel.querySelector('a')!, panel.querySelector<HTMLElement>('button:not([disabled])')!];
    close.focus();
    const tab = (shiftKey: boolean) =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
      );
    expect(tab(false)).toBe(false);
    expect(document.activeElement).toBe(home);
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(close);
    // Between the ends Tab is the browser's.
    home.focus();
    expect(tab(false)).toBe(true);

    panel.hidePopover(); // Escape or a back gesture: the browser closes it
    expect(onClosed).toHaveBeenCalledTimes(1);
    stop();
    openModalPopover(panel);
    closeModalPopover(panel);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('keeps the page behind still: a wheel or a drag moves nothing unless over a part of the panel that scrolls', () => {
    const panel = drawer();
    givePopovers(panel);
    keepModalPopover(panel, () => undefined);
    openModalPopover(panel);
    const inner = panel.querySelector<HTMLElement>('[data-panel]')!;
    const wheel = (target: Element) =>
      target.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true }));
    expect(wheel(panel)).toBe(false); // the backdrop
    expect(wheel(inner)).toBe(false); // nothing to scroll
    inner.style.overflowY = 'auto';
    vi.spyOn(inner, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(inner, 'clientHeight', 'get').mockReturnValue(800);
    expect(wheel(panel.querySelector('a')!)).toBe(true);
    expect(inner.dispatchEvent(new Event('touchmove', { bubbles: true, cancelable: true }))).toBe(true);
    expect(panel.dispatchEvent(new Event('touchmove', { bubbles: true, cancelable: true }))).toBe(false);
  });

  it('opens as a modal dialog where the browser has no popovers', () => {
    const panel = drawer();
    const onClosed = vi.fn();
    keepModalPopover(panel, onClosed);
    const prototype = HTMLElement.prototype as Partial<HTMLElement>;
    const showPopover = prototype.showPopover;
    delete prototype.showPopover;
    openModalPopover(panel);
    prototype.showPopover = showPopover;
    expect(panel.open).toBe(true);
    expect(isModalPopoverOpen(panel)).toBe(true);
    expect(document.documentElement.hasAttribute(DIALOG_OPEN_ATTRIBUTE)).toBe(true);
    closeModalPopover(panel);
    expect(panel.open).toBe(false);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
