/** Every URL of the web app, named once (document 1 §2, document 2 §2). Spellings follow the spec. */
export const paths = {
  home: '/',
  about: '/#about',
  login: '/login',
  register: '/register',
  services: '/services',
  curlyService: (slug: string) => `/curly-service/${encodeURIComponent(slug)}`,
  bridal: '/bridal',
  bridalOccasion: (selected: number) => `/bridal?selected=${selected}`,
  nails: '/nails',
  nailArt: '/nails#nail-art',
  nailExtension: '/nails#nail-extension',
  offers: '/offers',
  republicDay: '/republic-day',
  installation: '/installation',
  billing: (uid: string) => `/billing/${encodeURIComponent(uid)}`,
  cart: '/cart',
  profile: '/profile',
  myAppointments: '/my-appointments',
  // Back office (types 1 and 2)
  dashboard: '/dashboard',
  expenses: '/expenses',
  attendance: '/attendance',
  service: '/service',
  listing: '/listing',
  salary: '/salary',
  quickInvoice: '/quickInvoice',
  // Admin only
  bookingList: '/booking-list',
  userList: '/userList',
  offerList: '/offer-list',
  markAttendance: '/mark-attendence',
} as const;

/** Where the back office starts for staff and admin (document 1 §2: Go to Admin goes to /expenses). */
export const BACK_OFFICE_HOME = paths.expenses;
