import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { settingsQuery } from '@web/lib/salon-settings';
import { ATTACHED_ATTRIBUTE, startIslands } from '@web/lib/start-islands';
import { matchMediaWith } from '@web/test/media';
import { renderAt, stubApi, testSettings } from '@web/test/render';
import { ContactWidget } from './ContactWidget';
import { hoverContactMenuIsland } from './contact-menu.island';
import { layoutIslands } from './islands';
import classes from './Floating.module.css';

async function renderWidget() {
  stubApi();
  renderAt(<ContactWidget />);
  return screen.findByRole('complementary', { name: 'Contact the salon' });
}

/** The widget's markup as the server sends it, alone in the document, with no React behind it. */
async function serverPage(element: ReactElement): Promise<HTMLElement> {
  // The browser build of React's server renderer (jsdom is a browser); 'react-dom/server' reads as our server code.
  const { renderToString } = await import('react-dom/server.browser');
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQuery.queryKey, testSettings);
  document.body.innerHTML = renderToString(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </AppProviders>,
  );
  return document.body;
}

/** The widget beside a button that renders it again. */
function RenderedAgain() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>{`Render again (${count})`}</button>
      <ContactWidget />
    </>
  );
}

const phoneButton = (widget: HTMLElement) => within(widget).getByRole('button', { name: 'Contact the salon' });
const callButton = (widget: HTMLElement) => within(widget).getByRole('button', { name: 'Call the salon' });

describe('ContactWidget', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('has every contact as a real link in its markup, the menus hidden until opened', async () => {
    const widget = await renderWidget();
    expect(within(widget).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(within(widget).queryByRole('menu')).toBeNull();
    const menus = within(widget).getAllByRole('menu', { hidden: true });
    expect(menus.map((menu) => menu.getAttribute('aria-label'))).toEqual([
      'Contact the salon',
      'Call the salon',
      'E-mail the salon',
    ]);
    const hrefs = menus.map((menu) =>
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.getAttribute('href')),
    );
    expect(hrefs).toEqual([
      ['tel:9876543210', 'tel:9876500000', 'mailto:hello@curly.example', 'https://wa.me/919876543210'],
      ['tel:9876543210', 'tel:9876500000'],
      ['mailto:hello@curly.example'],
    ]);
  });

  it('renders both layouts, the phone’s one button and the round buttons, for the CSS to pick by width', async () => {
    const widget = await renderWidget();
    expect(phoneButton(widget).closest('[data-island]')).toHaveClass(classes.phoneOnly!);
    expect(callButton(widget).closest('[data-island]')).toHaveClass(classes.wideOnly!);
    expect(within(widget).getByRole('button', { name: 'E-mail the salon' }).closest('[data-island]')).toHaveClass(
      classes.wideOnly!,
    );
    expect(within(widget).getByRole('link', { name: 'Chat on WhatsApp' }).parentElement).toHaveClass(classes.wideOnly!);
  });

  it('opens a round button’s menu on a click and lists its links', async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    await user.click(callButton(widget));
    expect(callButton(widget)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '9876500000' })).toHaveAttribute('href', 'tel:9876500000');
    await user.click(within(widget).getByRole('button', { name: 'E-mail the salon' }));
    expect(screen.getByRole('menuitem', { name: 'hello@curly.example' })).toHaveAttribute(
      'href',
      'mailto:hello@curly.example',
    );
    // The other menu closed when the pointer went down elsewhere.
    expect(callButton(widget)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a round button’s menu under the mouse, where a click leaves it open, and closes it on Escape', async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    await user.hover(callButton(widget));
    const menu = await screen.findByRole('menu', { name: 'Call the salon' });
    await user.click(callButton(widget));
    expect(menu).toBeVisible();
    expect(callButton(widget)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(callButton(widget)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a round button’s menu with Enter, moves into it with the arrow keys and gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    callButton(widget).focus();
    await user.keyboard('{Enter}');
    expect(callButton(widget)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '9876543210' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '9876500000' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(callButton(widget)).toHaveFocus();
  });

  it('opens and closes a round button’s menu with a tap, which is no hover', async () => {
    const widget = await renderWidget();
    fireEvent.pointerEnter(callButton(widget), { pointerType: 'touch' });
    fireEvent.click(callButton(widget), { detail: 1 });
    expect(screen.getByRole('menu', { name: 'Call the salon' })).toBeVisible();
    fireEvent.click(callButton(widget), { detail: 1 });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('names the WhatsApp link beside it, for the CSS to show on hover and keyboard focus', async () => {
    const widget = await renderWidget();
    const chat = within(widget).getByRole('link', { name: 'Chat on WhatsApp' });
    const tooltip = chat.parentElement!.querySelector(`.${classes.tooltip}`);
    expect(tooltip).toHaveTextContent('Chat on WhatsApp');
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
  });

  it('is one button with everything in its menu on a phone, opening on a tap and closing on a tap elsewhere', async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    const button = phoneButton(widget);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveAttribute(
      'aria-label',
      'Contact the salon',
    );
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Contact the salon' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('group', { name: 'Call us' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '9876500000' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'hello@curly.example' })).toBeInTheDocument();
    const chat = within(menu).getByRole('menuitem', { name: 'Chat on WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(chat).toHaveAttribute('target', '_blank');
    await user.click(document.body);
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps what its islands changed when React renders it again', async () => {
    const user = userEvent.setup();
    stubApi();
    renderAt(<RenderedAgain />);
    const widget = await screen.findByRole('complementary', { name: 'Contact the salon' });
    await user.click(phoneButton(widget));
    // A click with no pointer going down first, which would close the menu.
    fireEvent.click(screen.getByRole('button', { name: 'Render again (0)' }));
    expect(await screen.findByRole('button', { name: 'Render again (1)' })).toBeInTheDocument();
    expect(phoneButton(widget)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Contact the salon' })).toBeVisible();
  });
});

describe('ContactWidget on the server’s page, without React', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('opens the phone’s menu with the first tap, held until its island has arrived', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const page = await serverPage(<ContactWidget />);
    startIslands(layoutIslands, page);
    const widget = screen.getByRole('complementary', { name: 'Contact the salon' });
    phoneButton(widget).click();
    await waitFor(() => expect(phoneButton(widget)).toHaveAttribute('aria-expanded', 'true'));
    expect(phoneButton(widget).closest('[data-island]')).toHaveAttribute(ATTACHED_ATTRIBUTE);
    expect(screen.getByRole('menuitem', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
  });

  it('opens a round button’s menu on Enter, and under the mouse once its island is there', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const user = userEvent.setup();
    const page = await serverPage(<ContactWidget />);
    startIslands(layoutIslands, page);
    const widget = screen.getByRole('complementary', { name: 'Contact the salon' });
    callButton(widget).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callButton(widget)).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('menuitem', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');

    const mail = within(widget).getByRole('button', { name: 'E-mail the salon' });
    await user.hover(mail); // its island starts coming
    await waitFor(() => expect(mail.closest('[data-island]')).toHaveAttribute(ATTACHED_ATTRIBUTE));
    await user.unhover(mail);
    await user.hover(mail);
    expect(await screen.findByRole('menuitem', { name: 'hello@curly.example' })).toBeVisible();
  });

  it('opens a round button’s menu when the mouse already rests on it as its island arrives', async () => {
    matchMediaWith('hover');
    await serverPage(<ContactWidget />);
    const call = callButton(screen.getByRole('complementary', { name: 'Contact the salon' }));
    const matches = call.matches.bind(call);
    vi.spyOn(call, 'matches').mockImplementation((selector) => selector === ':hover' || matches(selector));
    hoverContactMenuIsland(call.closest<HTMLElement>('[data-island]')!);
    expect(await screen.findByRole('menu', { name: 'Call the salon' })).toBeVisible();
    expect(call).toHaveAttribute('aria-expanded', 'true');
  });
});
