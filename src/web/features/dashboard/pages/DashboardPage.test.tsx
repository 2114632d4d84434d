import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import { ZERO_DATETIME } from '@shared/constants';
import type { AnniversaryUser, BirthdayUser, DashboardData, UpcomingEnquiry } from '@shared/dashboard.schemas';
import { addDays, firstOfMonth, salonToday } from '@shared/salon-time';
import { PAGES } from '@web/pages';
import { bookedServices, testAppointment } from '@web/test/appointments';
import { addTranslation, setLanguage } from '@web/i18n';
import { setDayjsLanguage } from '@web/lib/dates';
import { renderApp, signIn, stubApi, testSettings, testUser } from '@web/test/render';
import dashboardHi from '../hi';
import appointmentMessageHi from '@web/lib/appointment-message-hi';
import { SECTIONS_STORAGE_KEY } from '../use-section-visibility';

// jsdom cannot measure a chart: the lazy charts module is replaced by a list of what it was given.
vi.mock('../components/DashboardCharts', () => ({
  default: ({ takings, topServices }: Pick<DashboardData, 'takings' | 'topServices'>) => (
    <div data-testid="dashboard-charts">
      {takings.length} days, {topServices.map((service) => service.name).join(', ')}
    </div>
  ),
}));

beforeAll(() => PAGES.dashboard.preload(), 30_000);
beforeEach(() => localStorage.clear());

const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const staff = testUser({ id: 2, name: 'Neha Sharma', user_type: 2 });
const today = () => salonToday('Asia/Kolkata');

function enquiry(id: number, overrides: Partial<UpcomingEnquiry> = {}): UpcomingEnquiry {
  return {
    ...testAppointment(id, {
      user_id: null,
      name: 'Kavya Arora',
      phone: '9876500011',
      email: '',
      date: `${addDays(today(), 2)} 16:30:00`,
      status: 1,
      services: bookedServices([
        { id: 3, name: 'Hydra Facial', price: 1500, quantity: 2, discount: 200 },
        { id: 4, name: 'Hair Spa', price: 500, quantity: 1, discount: 0 },
      ]),
      total: 3100,
      created_at: '2026-11-01T10:00:00.000Z',
    }),
    price: 3100,
    service_count: 2,
    ...overrides,
  };
}

function figures(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    upCommingEnquiry: [],
    TotalEnquire: 14,
    TotalEnquireApproved: 8,
    TotalEnquireReject: 2,
    TotalEnquireReview: 4,
    TotalOrder: 37,
    TotalServices: 52,
    takings: [{ date: today(), cash: 1200, online: 800 }],
    topServices: [{ id: 3, name: 'Hydra Facial', name_hi: 'हाइड्रा फेशियल', count: 5, total: 6500 }],
    start_date: firstOfMonth(today()),
    end_date: today(),
    ...overrides,
  };
}

/** What a birthday and an anniversary share: who, their phone (after `phonePrefix`), and the days left. */
function celebrant(id: number, name: string, daysLeft: number, phonePrefix: string) {
  const phone = `${phonePrefix}${String(id).padStart(2, '0')}`;
  return { id, name, phone, days_left: daysLeft, date: addDays(today(), daysLeft) };
}

function birthday(id: number, name: string, daysLeft: number, age: number): BirthdayUser {
  return { ...celebrant(id, name, daysLeft, '98765000'), dob: '1996-01-01', image: '', age };
}

function anniversary(id: number, name: string, daysLeft: number, years: number): AnniversaryUser {
  const image = 'uploads/profile/a.webp';
  return { ...celebrant(id, name, daysLeft, '98765001'), anniversary: '2001-01-01', image, years };
}

function stubDashboard(
  data: Partial<DashboardData> = {},
  celebrations: { users: BirthdayUser[]; anniversary: AnniversaryUser[] } = { users: [], anniversary: [] },
  tomorrow: Appointment[] = [],
  tomorrowAsked: URLSearchParams[] = [],
) {
  const asked: string[] = [];
  stubApi(({ url }) => {
    if (url.startsWith('/api/expense/dashboard')) {
      asked.push(url);
      return { body: { data: figures(data) } };
    }
    if (url.startsWith('/api/expense/approvedAppointments')) {
      const query = new URLSearchParams(url.split('?')[1]);
      tomorrowAsked.push(query);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return { body: { data: tomorrow.slice((page - 1) * limit, page * limit), total: tomorrow.length } };
    }
    if (url.startsWith('/api/user/birthdayUsers')) {
      return { body: { data: { ...celebrations, start_date: today(), end_date: addDays(today(), 14) } } };
    }
    return undefined;
  });
  return asked;
}

const section = (name: string) => screen.getByRole('region', { name });

// A page of four sections drawn in jsdom: more than the default 5 s on a busy machine, as the receipt's tests allow.
describe('DashboardPage', { timeout: 20_000 }, () => {
  it('greets the user by name and asks for the first of the month to today', async () => {
    const asked = stubDashboard();
    signIn(admin);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The account menu, hidden in the header, greets the user too: this is the dashboard's own greeting.
    expect(
      within(screen.getByRole('main')).getByText(/^Good (Morning|Afternoon|Evening), Simran Kaur$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My attendance' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBe(`/api/expense/dashboard?start_date=${firstOfMonth(today())}&end_date=${today()}`);
  });

  it('takes the range from the address', async () => {
    const asked = stubDashboard();
    signIn(staff);
    renderApp('/dashboard?start=2026-01-01&end=2026-01-31');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBe('/api/expense/dashboard?start_date=2026-01-01&end_date=2026-01-31');
    expect(screen.getByText('Your orders and the salon’s enquiries for the chosen dates.')).toBeInTheDocument();
    // The phone menu has no Attendance: staff reach their clock from here.
    expect(screen.getByRole('link', { name: 'My attendance' })).toHaveAttribute('href', '/attendance');
  });

  it('shows a card per enquiry: ID, status with the rejection reason, name, date and time or Not Available, price, services', async () => {
    stubDashboard({
      upCommingEnquiry: [
        enquiry(41),
        enquiry(42, { status: 2, status_text: 'The stylist is on leave' }),
        enquiry(43, { status: 2, status_text: '' }),
        enquiry(44, { status: 0, date: ZERO_DATETIME, price: 500, service_count: 1 }),
      ],
    });
    signIn(admin);
    renderApp('/dashboard');
    const cards = await screen.findAllByTestId('enquiry-card');
    expect(cards).toHaveLength(4);
    const [approved, rejected, noReason, undated] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(approved).getByText('#41')).toBeInTheDocument();
    expect(within(approved).getByText('Appointment ID:', { exact: false })).toBeInTheDocument();
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByText('Kavya Arora')).toBeInTheDocument();
    expect(within(approved).getByText('4:30 PM')).toBeInTheDocument();
    expect(within(approved).getByText('₹3,100')).toBeInTheDocument();
    expect(within(approved).getByText('2')).toBeInTheDocument();
    expect(within(approved).queryByText('Not Available')).not.toBeInTheDocument();

    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('The stylist is on leave')).toBeInTheDocument();
    expect(within(noReason).getByText('There is no Rejection Reason Present')).toBeInTheDocument();

    expect(within(undated).getByText('In Review')).toBeInTheDocument();
    expect(within(undated).getAllByText('Not Available')).toHaveLength(2);
    expect(within(undated).getByText('₹500')).toBeInTheDocument();
  });

  it('opens the details of an enquiry in a modal, with a link to the review for the admin only', async () => {
    stubDashboard({ upCommingEnquiry: [enquiry(41, { status: 2, status_text: 'Fully booked' })] });
    signIn(admin);
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'View details of appointment 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment #41' });
    expect(within(dialog).getByText('Hydra Facial')).toBeInTheDocument();
    expect(within(dialog).getByText('Fully booked')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in Appointments' })).toHaveAttribute(
      'href',
      `/booking-list?year=${addDays(today(), 2).slice(0, 4)}&month=${Number(addDays(today(), 2).slice(5, 7))}`,
    );
  });

  it('gives staff the details without the admin’s review link', async () => {
    stubDashboard({ upCommingEnquiry: [enquiry(41)] });
    signIn(staff);
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'View details of appointment 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment #41' });
    expect(within(dialog).getByText('Hair Spa')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Open in Appointments' })).not.toBeInTheDocument();
  });

  it('shows the six summary tiles and the charts of the range', async () => {
    stubDashboard();
    signIn(admin);
    renderApp('/dashboard');
    // The charts come once the figures are in.
    expect(await screen.findByTestId('dashboard-charts')).toHaveTextContent('1 days, Hydra Facial');
    const tile = async (key: string) => (await screen.findByTestId(`tile-${key}`)).textContent;
    expect(await tile('TotalEnquire')).toBe('Total Enquire14');
    expect(await tile('TotalEnquireApproved')).toBe('Approved8');
    expect(await tile('TotalEnquireReject')).toBe('Reject2');
    expect(await tile('TotalEnquireReview')).toBe('Review4');
    expect(await tile('TotalOrder')).toBe('Total Order37');
    expect(await tile('TotalServices')).toBe('Total Services52');
  });

  it('hides and shows each section with its link, and remembers the choice', async () => {
    stubDashboard({ upCommingEnquiry: [enquiry(41)] });
    signIn(admin);
    const view = renderApp('/dashboard');
    await screen.findAllByTestId('enquiry-card');
    const hide = screen.getByRole('button', { name: 'Hide Enquiries' });
    expect(hide).toHaveTextContent('Hide');
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByTestId('enquiry-card')).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show Enquiries' });
    expect(show).toHaveTextContent('Show');
    expect(show).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Hide Summary' }));
    expect(screen.queryByTestId('tile-TotalOrder')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Birthdays and Anniversaries' }));
    expect(within(section('Birthdays and Anniversaries')).queryByText('Birthdays')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SECTIONS_STORAGE_KEY)!)).toEqual({
      enquiries: false,
      tomorrow: true,
      summary: false,
      celebrations: false,
    });

    view.unmount();
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Show Enquiries' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Summary' }));
    expect(await screen.findByTestId('tile-TotalOrder')).toBeInTheDocument();
  });

  it('lists birthdays and anniversaries with photo, age or count, phone, days left, date and the Today banner', async () => {
    stubDashboard(
      {},
      {
        users: [
          birthday(1, 'Aarti Today', 0, 25),
          birthday(2, 'Bina Tomorrow', 1, 31),
          birthday(3, 'Chetan Soon', 3, 30),
        ],
        anniversary: [
          anniversary(4, 'Deepa Silver', 2, 25),
          anniversary(5, 'Esha Golden', 5, 50),
          anniversary(6, 'Farhan Third', 9, 3),
          anniversary(7, 'Gita Eleventh', 14, 11),
        ],
      },
    );
    signIn(staff);
    renderApp('/dashboard');
    const birthdays = await screen.findByRole('list', { name: 'Birthdays' });
    const entries = within(birthdays).getAllByTestId('celebrant');
    expect(entries).toHaveLength(3);
    const [todayEntry, tomorrow, soon] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(todayEntry).getByRole('status')).toHaveTextContent('Today is the day!');
    expect(within(todayEntry).getByText('Today')).toBeInTheDocument();
    expect(within(todayEntry).getByText('Age 25')).toBeInTheDocument();
    expect(within(tomorrow).getByText('1 Day')).toBeInTheDocument();
    expect(within(tomorrow).queryByRole('status')).not.toBeInTheDocument();
    expect(within(soon).getByText('3 Days')).toBeInTheDocument();
    expect(within(soon).getByText('Age 30')).toBeInTheDocument();
    expect(within(soon).getByRole('link', { name: '9876500003' })).toHaveAttribute('href', 'tel:9876500003');
    expect(within(soon).getByRole('img', { name: 'Photo of Chetan Soon' })).toHaveAttribute(
      'src',
      '/default-avatar.svg',
    );

    const anniversaries = screen.getByRole('list', { name: 'Anniversaries' });
    expect(within(anniversaries).getByText('Silver Jubilee')).toBeInTheDocument();
    expect(within(anniversaries).getByText('Golden Jubilee')).toBeInTheDocument();
    expect(within(anniversaries).getByText('3rd Anniversary')).toBeInTheDocument();
    expect(within(anniversaries).getByText('11th Anniversary')).toBeInTheDocument();
    expect(within(anniversaries).getByText('14 Days')).toBeInTheDocument();
    expect(within(anniversaries).getByRole('img', { name: 'Photo of Deepa Silver' })).toHaveAttribute(
      'src',
      '/uploads/profile/a.webp',
    );
  });

  it('says when nobody has a birthday or an anniversary in the next 15 days', async () => {
    stubDashboard();
    signIn(admin);
    renderApp('/dashboard');
    expect(await screen.findByText("No Birthday's in Next 15 Days")).toBeInTheDocument();
    expect(screen.getByText("No Anniversary's in Next 15 Days")).toBeInTheDocument();
    expect(screen.getByText('No upcoming enquiries for these dates.')).toBeInTheDocument();
  });
  describe('Tomorrow and the WhatsApp messages', () => {
    const tomorrow = () => addDays(today(), 1);
    /** 'Thu, 15 May 2031' as the page writes tomorrow's date. */
    const tomorrowText = () =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
        .format(new Date(`${tomorrow()}T00:00:00Z`))
        .replace(/^(\w+) /, '$1, ');
    const textOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

    it("lists tomorrow's approved appointments by time, each with a WhatsApp reminder, for staff", async () => {
      const asked: URLSearchParams[] = [];
      stubDashboard(
        {},
        undefined,
        [
          testAppointment(51, {
            name: 'Priya Verma',
            phone: '+91 99999 00011',
            date: `${tomorrow()} 11:00:00`,
            status: 1,
          }),
          testAppointment(52, {
            name: 'Kavya Arora',
            phone: '9876500011',
            date: `${tomorrow()} 00:00:00`,
            status: 1,
            services: '{"services":[],"products":[],"bridalDay":{}}',
            comment: 'I selected This Offer Diwali Glow',
            offer_id: 3,
          }),
          testAppointment(53, { name: 'Aman Gill', phone: '12345', date: `${tomorrow()} 17:30:00`, status: 1 }),
        ],
        asked,
      );
      signIn(staff);
      renderApp('/dashboard');

      const list = await screen.findByRole('list', { name: 'Approved appointments of tomorrow' });
      await waitFor(() => expect(asked.length).toBeGreaterThan(0));
      expect(asked[0]!.get('date')).toBe(tomorrow());
      expect(asked[0]!.get('page')).toBe('1');
      expect(within(section('Tomorrow')).getByText(`3 approved appointments on ${tomorrowText()}`)).toBeInTheDocument();

      const [priya, kavya, aman] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(priya).getByText('Priya Verma')).toBeInTheDocument();
      expect(within(priya).getByText('11:00 AM')).toBeInTheDocument();
      expect(within(priya).getByText('Hair Spa × 2, Classic Facial')).toBeInTheDocument();
      const remind = within(priya).getByRole('link', { name: 'Send reminder on WhatsApp to Priya Verma' });
      expect(remind).toHaveTextContent('Send reminder');
      expect(remind).toHaveAttribute('target', '_blank');
      expect(remind).toHaveAttribute('rel', 'noopener noreferrer');
      const link = new URL(remind.getAttribute('href')!);
      expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919999900011');
      expect(textOf(remind)).toBe(
        [
          'Hello Priya Verma,',
          `This is a reminder of your appointment at Curly Studio tomorrow, ${tomorrowText()}, at 11:00 AM.`,
          'Services: Hair Spa × 2, Classic Facial',
          'Address: 12 Mall Road, Ludhiana 160017',
          'See you tomorrow!',
        ].join('\n'),
      );

      expect(within(kavya).getByText('Time not given')).toBeInTheDocument();
      expect(within(kavya).getByText('Diwali Glow')).toBeInTheDocument();
      expect(textOf(within(kavya).getByRole('link', { name: 'Send reminder on WhatsApp to Kavya Arora' }))).toBe(
        [
          'Hello Kavya Arora,',
          `This is a reminder of your appointment at Curly Studio tomorrow, ${tomorrowText()}.`,
          'Offer: Diwali Glow',
          'Address: 12 Mall Road, Ludhiana 160017',
          'See you tomorrow!',
        ].join('\n'),
      );

      // A number that cannot be a WhatsApp one gets no reminder, only the phone to call.
      expect(within(aman).getByRole('link', { name: '12345' })).toHaveAttribute('href', 'tel:12345');
      expect(within(aman).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    });

    it('says so in words when nothing is approved for tomorrow', async () => {
      stubDashboard();
      signIn(admin);
      renderApp('/dashboard');
      expect(
        await within(section('Tomorrow')).findByText(`No approved appointments for tomorrow, ${tomorrowText()}.`),
      ).toBeInTheDocument();
    });

    it('shows a long day a page at a time with Show more', async () => {
      const asked: URLSearchParams[] = [];
      const many = Array.from({ length: 52 }, (_, index) =>
        testAppointment(100 + index, { name: `Guest ${index + 1}`, date: `${tomorrow()} 10:00:00`, status: 1 }),
      );
      stubDashboard({}, undefined, many, asked);
      signIn(admin);
      renderApp('/dashboard');
      const list = await screen.findByRole('list', { name: 'Approved appointments of tomorrow' });
      expect(within(list).getAllByRole('article')).toHaveLength(50);
      expect(screen.getByText('Showing 50 of 52')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(52));
      expect(asked.at(-1)!.get('page')).toBe('2');
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });

    it('writes the reminder in Hindi on a Hindi page, with the salon’s Hindi address', async () => {
      addTranslation(dashboardHi, 'hi');
      addTranslation(appointmentMessageHi, 'hi');
      act(() => {
        setLanguage('hi');
        setDayjsLanguage('hi');
      });
      try {
        const hindiSettings = {
          ...testSettings,
          hi: { tagline: '', address: '12 मॉल रोड', city: 'लुधियाना', openingHours: '' },
        };
        const asked: URLSearchParams[] = [];
        stubApi(({ url }) => {
          if (url.startsWith('/api/settings')) return { body: { data: hindiSettings } };
          if (url.startsWith('/api/expense/dashboard')) return { body: { data: figures() } };
          if (url.startsWith('/api/user/birthdayUsers')) {
            return { body: { data: { users: [], anniversary: [], start_date: today(), end_date: today() } } };
          }
          if (url.startsWith('/api/expense/approvedAppointments')) {
            asked.push(new URLSearchParams(url.split('?')[1]));
            const visit = testAppointment(51, { name: 'Priya Verma', date: `${tomorrow()} 16:30:00`, status: 1 });
            return { body: { data: [visit], total: 1 } };
          }
          return undefined;
        });
        signIn(staff);
        renderApp('/dashboard');
        const remind = await screen.findByRole('link', { name: 'Priya Verma को WhatsApp पर याद दिलाएँ' });
        expect(remind).toHaveTextContent('याद दिलाएँ');
        const lines = textOf(remind)!.split('\n');
        expect(lines[0]).toBe('नमस्ते Priya Verma,');
        expect(lines[1]).toMatch(/^याद दिला दें कि कल, .+ को 4:30 PM पर Curly Studio में आपका अपॉइंटमेंट है।$/);
        expect(lines.slice(2)).toEqual([
          'सर्विसेज़: Hair Spa × 2, Classic Facial',
          'पता: 12 मॉल रोड, लुधियाना 160017',
          'कल मिलते हैं!',
        ]);
      } finally {
        act(() => {
          setLanguage('en');
          setDayjsLanguage('en');
        });
      }
    });

    it('gives each birthday and anniversary a Send wishes link naming the person and the salon', async () => {
      stubDashboard(
        {},
        {
          users: [birthday(1, 'Aarti Today', 0, 25), { ...birthday(2, 'Bina Landline', 3, 31), phone: '0172 2745678' }],
          anniversary: [anniversary(4, 'Deepa Silver', 2, 25)],
        },
      );
      signIn(staff);
      renderApp('/dashboard');
      const birthdays = await screen.findByRole('list', { name: 'Birthdays' });
      const wishes = within(birthdays).getByRole('link', { name: 'Send wishes on WhatsApp to Aarti Today' });
      expect(wishes).toHaveTextContent('Send wishes');
      expect(wishes).toHaveAttribute('target', '_blank');
      expect(wishes).toHaveAttribute('rel', 'noopener noreferrer');
      expect(wishes.getAttribute('href')!.startsWith('https://wa.me/919876500001?text=')).toBe(true);
      expect(textOf(wishes)).toBe(
        'Happy birthday, Aarti Today! Everyone at Curly Studio wishes you a wonderful year ahead.',
      );
      expect(within(birthdays).queryByRole('link', { name: /Bina Landline/ })).not.toBeInTheDocument();

      const anniversaries = screen.getByRole('list', { name: 'Anniversaries' });
      expect(textOf(within(anniversaries).getByRole('link', { name: 'Send wishes on WhatsApp to Deepa Silver' }))).toBe(
        'Happy anniversary, Deepa Silver! Warm wishes to you both from everyone at Curly Studio.',
      );
    });
  });
});
