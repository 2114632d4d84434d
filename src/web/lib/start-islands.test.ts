import { afterEach, describe, expect, it, vi } from 'vitest';
import { listeners, type Island } from './islands';
import { ATTACHED_ATTRIBUTE, startIslands } from './start-islands';

/** An island that counts the clicks on its button in the button's text. */
const counter: Island = (root) => {
  const events = listeners();
  const button = root.querySelector('button')!;
  events.on(button, 'click', () => {
    button.textContent = String(Number(button.textContent) + 1);
  });
  return events.removeAll;
};

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('startIslands', () => {
  it('attaches an island at the first sign of interest and replays the click that brought it', async () => {
    page('<div data-island="counter"><button>0</button><a href="#x">x</a></div>');
    vi.stubGlobal('requestIdleCallback', () => 0);
    const load = vi.fn(async () => counter);
    startIslands({ counter: load });
    const button = document.querySelector('button')!;
    expect(load).not.toHaveBeenCalled();

    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('1'));
    expect(load).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-island]')!.hasAttribute(ATTACHED_ATTRIBUTE)).toBe(true);

    button.click();
    expect(button.textContent).toBe('2');
  });

  it('attaches an island that comes with the starter at once, before any slice or sign of interest', () => {
    page('<div data-island="counter"><button>0</button></div>');
    vi.stubGlobal('requestIdleCallback', () => 0);
    startIslands({ counter: { atStart: counter } });
    const button = document.querySelector('button')!;
    expect(document.querySelector('[data-island]')!.hasAttribute(ATTACHED_ATTRIBUTE)).toBe(true);
    button.click();
    expect(button.textContent).toBe('1');
  });

  it('hears every part on the document alone, and stops listening once every part is attached', async () => {
    page('<div data-island="counter"><button>0</button></div>'.repeat(3));
    vi.stubGlobal('requestIdleCallback', () => 0);
    const [add, remove] = [vi.spyOn(document, 'addEventListener'), vi.spyOn(document, 'removeEventListener')];
    startIslands({ counter: async () => counter });
    const parts = [...document.querySelectorAll('[data-island]')];
    const listening = add.mock.calls.length;
    expect(listening).toBe(5); // four signs of interest and the click, for all three parts
    for (const part of parts) part.querySelector('button')!.click();
    await vi.waitFor(() => expect(document.querySelectorAll(`[${ATTACHED_ATTRIBUTE}]`)).toHaveLength(3));
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(add.mock.calls.map(([type]) => type).sort());
  });

  it('never holds a link', async () => {
    page('<div data-island="counter"><button>0</button><a href="#held">x</a></div>');
    vi.stubGlobal('requestIdleCallback', () => 0);
    startIslands({ counter: async () => counter });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('attaches every island once the browser is idle, and leaves a part with an unknown name alone', async () => {
    page('<div data-island="counter"><button>0</button></div><div data-island="nobody"></div>');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(async () => counter);
    startIslands({ counter: load });
    expect(warn).toHaveBeenCalledWith('No island is named nobody.');
    idle!();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    warn.mockRestore();
  });

  it('tries again on the next sign of interest when a module could not be loaded', async () => {
    page('<div data-island="counter"><button>0</button></div>');
    vi.stubGlobal('requestIdleCallback', () => 0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<Island>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(counter);
    startIslands({ counter: load });
    const button = document.querySelector('button')!;
    button.click();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('1'));
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('attaches islands a slice at a time, and one a visitor reaches for ahead of its turn', async () => {
    page('<div data-island="slow"><button>0</button></div>'.repeat(4));
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    // Each island takes longer than a slice, so each needs a slice of its own.
    const slow: Island = (root) => {
      const until = performance.now() + 6;
      while (performance.now() < until);
      return counter(root);
    };
    startIslands({ slow: async () => slow });
    const attached = () => document.querySelectorAll(`[${ATTACHED_ATTRIBUTE}]`).length;
    idle!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attached()).toBeLessThan(4);

    const fourth = document.querySelectorAll('button')[3]!;
    fourth.click();
    await vi.waitFor(() => expect(fourth.textContent).toBe('1'));
    await vi.waitFor(() => expect(attached()).toBe(4));
  });
});
