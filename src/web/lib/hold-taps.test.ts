import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_ATTRIBUTE } from './button-busy';
import { APP_READY_ATTRIBUTE, holdTapsUntilAppReady } from './hold-taps';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  document.body.innerHTML = `
    <button type="button" data-island="add-to-room">Add to My Room</button>
    <button type="button" id="menu">Open navigation</button>
    <a href="#offers" id="link"><span>Offers</span></a>`;
  const clicks: string[] = [];
  // The app's handler, as React's: at the root, after the capture phase.
  document.body.addEventListener('click', (event) => clicks.push((event.target as Element).textContent ?? ''));
  return { clicks, add: document.querySelector<HTMLElement>('[data-island]')!, menu: document.getElementById('menu')! };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('holdTapsUntilAppReady', () => {
  it('holds a tap on a button until the app is live, showing Add to My Room busy, then replays it on the button', async () => {
    const { clicks, add } = page();
    holdTapsUntilAppReady();
    add.click();
    expect(clicks).toEqual([]);
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(add).toHaveAttribute(BUSY_ATTRIBUTE);
    // Nothing is added inside the button: React hydrates it as the server rendered it.
    expect(add.children).toHaveLength(0);

    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
    await flush();
    expect(clicks).toEqual(['Add to My Room']);
    expect(add).not.toHaveAttribute('aria-busy');
    expect(add).not.toHaveAttribute(BUSY_ATTRIBUTE);
    // From then on the app has every tap.
    add.click();
    expect(clicks).toEqual(['Add to My Room', 'Add to My Room']);
  });

  it('replays only the last button tapped, shows no busy look on other buttons, and never holds a link', async () => {
    const { clicks, add, menu } = page();
    holdTapsUntilAppReady();
    add.click();
    menu.click();
    expect(add).not.toHaveAttribute('aria-busy');
    expect(menu).not.toHaveAttribute('aria-busy');
    const link = document.querySelector<HTMLElement>('#link span')!;
    const followed = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toBe(true);
    expect(clicks).toEqual(['Offers']);

    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
    await flush();
    expect(clicks).toEqual(['Offers', 'Open navigation']);
  });

  it('lets go when the app cannot be loaded: the held tap is dropped and the button is itself again', () => {
    const { clicks, add } = page();
    const stop = holdTapsUntilAppReady();
    add.click();
    stop();
    expect(add).not.toHaveAttribute('aria-busy');
    add.click();
    expect(clicks).toEqual(['Add to My Room']);
  });

  it('holds nothing once the app is live', () => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
    const { clicks, add } = page();
    const listen = vi.spyOn(document, 'addEventListener');
    holdTapsUntilAppReady();
    expect(listen).not.toHaveBeenCalled();
    add.click();
    expect(clicks).toEqual(['Add to My Room']);
  });
});
