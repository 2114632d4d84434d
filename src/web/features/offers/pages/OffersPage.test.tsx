import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { addDays, salonToday } from '@shared/salon-time';
import { renderApp, signIn, signOut, stubApi, testUser } from '@web/test/render';
import { resetBookingModal } from '@web/lib/booking-modal';
import { formatOfferDate } from '@web/lib/offer-expiry-text';
import { expectEnlargesAndCloses } from '../test/enlarged-picture';

const today = salonToday('Asia/Kolkata');

function offer(id: number, name: string, expiry: string): Offer {
  return { id, name, img: `images/offers/offer-${id}.svg`, sort: id, expiry, status: 1 };
}

const OFFERS: Offer[] = [
  offer(1, 'Hydra Facial + Hair Spa', today),
  offer(2, 'Nail Extensions', addDays(today, 3)),
  offer(3, 'Pre-Bridal Trial', addDays(today, 30)),
  offer(4, 'Smoothening Combo', '0000-00-00'),
  offer(5, 'Diwali Glow', addDays(today, -2)),
];

function stubOffers(offers: Offer[]) {
  return stubApi(({ url }) => (url.startsWith('/api/offer/offers') ? { body: { data: offers } } : undefined));
}

function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name, level: 2 });
  return heading.closest<HTMLElement>('[data-testid="offer-card"]')!;
}

afterEach(() => {
  resetBookingModal();
  signOut();
});

// Each test renders the whole app with its lazy routes: give a busy machine time.
describe('OffersPage', { timeout: 20_000 }, () => {
  it('shows the Special Offer banner and each offer with its expiry text', async () => {
    stubOffers(OFFERS);
    renderApp('/offers');
    expect(await screen.findByRole('heading', { name: 'Special Offer', level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Hydra Facial + Hair Spa' });

    expect(within(card('Hydra Facial + Hair Spa')).getByText('This offer Will Expires Today')).toBeInTheDocument();
    expect(within(card('Nail Extensions')).getByText('Offer Expires in 3 Day')).toBeInTheDocument();
    expect(
      within(card('Pre-Bridal Trial')).getByText(`Valid till ${formatOfferDate(addDays(today, 30))}`),
    ).toBeInTheDocument();
    expect(within(card('Smoothening Combo')).getByText('No expiry date')).toBeInTheDocument();
    expect(within(card('Diwali Glow')).getByText('Offer Expired')).toBeInTheDocument();
    // An expired offer cannot be booked.
    expect(within(card('Diwali Glow')).getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
  });

  it('opens the booking modal for guests with the offer in the comment', async () => {
    stubOffers(OFFERS.slice(0, 2));
    const user = userEvent.setup();
    renderApp('/offers');
    await user.click(within(await findCard('Nail Extensions')).getByRole('button', { name: 'Book Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Appointment' });
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue(
      'I selected This Offer Nail Extensions',
    );
  });

  it('books an offer in one click for a signed-in customer and shows the appointment details', async () => {
    signIn(testUser({ id: 7, name: 'Priya Sharma', phone: '9999900011' }));
    let answer!: (response: Response) => void;
    const fetchMock = stubOffers(OFFERS.slice(0, 2));
    const stubbed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/expense/makeAppoitment'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : stubbed(input, init),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/offers');
    const book = within(await findCard('Nail Extensions')).getByRole('button', { name: 'Book Appointment' });
    await user.click(book);

    // Loading while the booking travels.
    await waitFor(() => expect(book).toHaveAttribute('data-loading', 'true'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/expense/makeAppoitment')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Priya Sharma',
      phone: '9999900011',
      date: '0000-00-00 00:00:00',
      services: '{"services":[],"bridalDay":{}}',
      user_id: 7,
      offer_id: 2,
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    answer(
      new Response(
        JSON.stringify({
          message: 'Appointment Booked Sucessfully',
          data: {
            id: 9,
            user_id: 7,
            name: 'Priya Sharma',
            phone: '9999900011',
            email: '',
            date: '0000-00-00 00:00:00',
            comment: 'I selected This Offer Nail Extensions',
            status: 0,
            status_text: '',
            services: '{"services":[],"bridalDay":{}}',
            total: 0,
            offer_id: 2,
            created_at: '2026-03-10T08:00:00.000Z',
          },
        }),
      ),
    );

    const details = await screen.findByRole('dialog', { name: 'Your Appointment Details' });
    expect(within(details).getByText('Your Appointment has been booked')).toBeInTheDocument();
    expect(within(details).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(details).getByText('Nail Extensions')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    await user.click(within(details).getByRole('link', { name: 'View Appointments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-appointments'));
  });

  it('offers no booking of an expired offer, signed in or not', async () => {
    signIn();
    stubOffers(OFFERS.slice(4));
    renderApp('/offers');
    expect(within(await findCard('Diwali Glow')).getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
  });

  it('enlarges an offer picture in a dialog', async () => {
    stubOffers(OFFERS.slice(0, 3));
    const user = userEvent.setup();
    renderApp('/offers');
    const enlarge = await screen.findByRole('button', { name: 'Enlarge the picture of Nail Extensions' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectEnlargesAndCloses(user, enlarge);
  });

  it('falls back to the default picture when an offer picture fails to load', async () => {
    stubOffers(OFFERS.slice(0, 1));
    renderApp('/offers');
    const button = await screen.findByRole('button', { name: 'Enlarge the picture of Hydra Facial + Hair Spa' });
    const image = within(button).getByRole('img', { name: 'Offer: Hydra Facial + Hair Spa' });
    expect(image).toHaveAttribute('src', '/images/offers/offer-1.svg');
    image.dispatchEvent(new Event('error'));
    expect(image).toHaveAttribute('src', '/images/offers/default.svg');
  });

  it('shows skeleton cards while the offers load', async () => {
    const fetchMock = stubApi();
    const answer = fetchMock.getMockImplementation()!;
    // The offers never answer: the page stays loading.
    fetchMock.mockImplementation((input, init) =>
      String(input).startsWith('/api/offer/offers') ? new Promise<Response>(() => {}) : answer(input, init),
    );
    renderApp('/offers');
    expect((await screen.findAllByTestId('offer-card-skeleton')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('offer-card')).not.toBeInTheDocument();
  });

  it('says so when there is no offer, with a way to every service', async () => {
    stubOffers([]);
    renderApp('/offers');
    expect(await screen.findByText("Sorry, we couldn't have any offer yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Services' })).toHaveAttribute('href', '/curly-service/all');
    expect(screen.queryByTestId('offer-card')).not.toBeInTheDocument();
  });
});

async function findCard(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { name, level: 2 });
  return card(name);
}
