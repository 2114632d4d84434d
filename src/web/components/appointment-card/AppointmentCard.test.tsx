import { screen, within } from '@testing-library/react';
import { Text } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import { renderAt, stubApi } from '@web/test/render';
import { AppointmentCard } from './AppointmentCard';

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 31,
    user_id: 7,
    name: 'Priya Verma',
    phone: '9999900011',
    email: 'priya.verma@example.com',
    date: '2031-05-14 16:30:00',
    comment: '',
    status: 0,
    status_text: '',
    services: JSON.stringify({
      services: [{ id: 3, name: 'Hair Spa', price: 1299, quantity: 1, discount: 0, advance_payment: 0 }],
      products: [],
      bridalDay: {},
    }),
    total: 1299,
    offer_id: null,
    staff_id: null,
    created_at: '2031-05-01T10:00:00Z',
    ...overrides,
  };
}

/** An offer booked in one click by a signed-in customer: no date, no services, the server's comment. */
const offerBooking = appointment({
  id: 32,
  date: '0000-00-00 00:00:00',
  comment: 'I selected This Offer Flat 20% off Nail Extensions',
  services: JSON.stringify({ services: [], products: [], bridalDay: {} }),
  total: 0,
  offer_id: 4,
});

function renderCard(props: Parameters<typeof AppointmentCard>[0]) {
  stubApi();
  renderAt(<AppointmentCard {...props} />);
  return within(screen.getByRole('article', { name: `Appointment #${props.appointment.id}` }));
}

afterEach(() => localStorage.clear());

describe('AppointmentCard', () => {
  it('shows who it is booked for and the comment as written', () => {
    const card = renderCard({
      appointment: appointment({ comment: 'Please keep the window seat.\nMy sister comes too.' }),
    });
    expect(card.getByText('Priya Verma')).toBeInTheDocument();
    expect(card.getByText('9999900011')).toBeInTheDocument();
    expect(card.getByText('priya.verma@example.com')).toBeInTheDocument();
    const comment = card.getByText(/^Please keep the window seat\./);
    expect(comment.textContent).toBe('Please keep the window seat.\nMy sister comes too.');
    expect(card.getByText('Hair Spa')).toBeInTheDocument();
    expect(card.getAllByText('₹1,299')).toHaveLength(2);
  });

  it('leaves out what was not given: no e-mail line, no comment', () => {
    const card = renderCard({ appointment: appointment({ email: '', name: '' }) });
    expect(card.getByText('9999900011')).toBeInTheDocument();
    expect(card.queryByText(/^E-mail/)).not.toBeInTheDocument();
    expect(card.queryByText(/^Name/)).not.toBeInTheDocument();
    expect(card.queryByText('Comment')).not.toBeInTheDocument();
  });

  it('names the offer of an offer booking instead of "No services listed", and shows no ₹0 total', () => {
    const card = renderCard({ appointment: offerBooking });
    expect(card.getByText('Offer')).toBeInTheDocument();
    expect(card.getByText('Flat 20% off Nail Extensions')).toBeInTheDocument();
    expect(card.queryByText('No services listed')).not.toBeInTheDocument();
    expect(card.queryByText('Total')).not.toBeInTheDocument();
    expect(card.queryByText('₹0')).not.toBeInTheDocument();
    // The offer's line is the offer, not a comment.
    expect(card.queryByText('Comment')).not.toBeInTheDocument();
    expect(card.getAllByText('Not Available')).toHaveLength(2);
  });

  it('shows an offer booked with services both, and the booker’s words under the offer as the comment', () => {
    const card = renderCard({
      appointment: appointment({ comment: 'I selected This Offer Diwali Glow\nTwo guests', user_id: null }),
    });
    expect(card.getByText('Diwali Glow')).toBeInTheDocument();
    expect(card.getByText('Hair Spa')).toBeInTheDocument();
    expect(card.getByText('Total')).toBeInTheDocument();
    expect(card.getByText('Two guests')).toBeInTheDocument();
  });

  it('still says "No services listed" for a booking with neither services nor an offer', () => {
    const card = renderCard({
      appointment: appointment({ services: JSON.stringify({ services: [], bridalDay: {} }), total: 0 }),
    });
    expect(card.getByText('No services listed')).toBeInTheDocument();
    expect(card.getByText('₹0')).toBeInTheDocument();
  });

  it('puts the given details in place of its own contact lines and comment (the admin’s review)', () => {
    const card = renderCard({
      appointment: appointment({ comment: 'First visit' }),
      details: <Text>Customer: Priya Verma</Text>,
    });
    expect(card.getByText('Customer: Priya Verma')).toBeInTheDocument();
    expect(card.queryByText('9999900011')).not.toBeInTheDocument();
    expect(card.queryByText('First visit')).not.toBeInTheDocument();
  });
});
