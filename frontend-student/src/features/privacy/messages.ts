/** The "Your data" page's own words (the server's messages come with its answers). */
export const YOUR_DATA = {
  title: 'Your data',
  exportHeading: 'Download my data',
  exportIntro:
    'Get a copy of everything we hold about you: your account, orders, invoices, enrolments, answers and results, the e-mails we sent you, and your reports and invoices as PDFs, in one zip file.',
  exportIntroParent:
    "Get a copy of everything we hold about you: your account, orders, invoices, enrolments, answers and results, the e-mails we sent you, and your reports and invoices as PDFs, in one zip file. It also holds each linked child's data, in a folder of its own.",
  exportStart: 'Download my data',
  exportPending: 'We are preparing your data. We will e-mail you when it is ready; you can also come back here.',
  exportReady: (until: string) => `Your data is ready. You can download it until ${until}.`,
  exportDownload: 'Download zip',
  exportAgain: 'Prepare a new copy',
  exportFailed: 'We could not prepare your data. Please ask for it again.',
  exportExpired: 'Your last copy has expired (we keep it for 24 hours). Ask for a new one.',
  downloadFailed: 'The file could not be downloaded, please try again',
  erasureHeading: 'Delete my account',
  erasureIntro:
    'We delete your account and your personal data 7 days after you ask; you can cancel until then. Your tax invoices and credit notes, which carry your name and state, are kept for as long as GST law requires.',
  erasureStart: 'Delete my account',
  erasureConfirmTitle: 'Delete your account?',
  erasureConfirm: 'Yes, delete my account in 7 days',
  erasureKeep: 'Keep my account',
  erasureCancel: 'Cancel deletion',
  accessHeading: 'Who looked at your data',
  accessIntro: 'Every time one of our staff opened your account, your orders or your reports, it is listed here.',
  accessNone: 'None of our staff has looked at your data.',
  accessWhat: {
    users: 'Your account',
    students: 'Your school record',
    orders: 'An order',
    'credit-notes': 'A credit note',
    classrooms: "Your classroom's results",
    leads: 'A request you made',
  } as Readonly<Record<string, string>>,
  loadFailed: 'This could not be loaded. Please try again.',
} as const;

/** The same rights for a parent's linked child, in the child's first name. */
export const CHILD_DATA = {
  heading: (name: string) => `${name}'s data`,
  childrenFailed: 'Your children could not be loaded, so their data is not shown. Please try again.',
  childrenLoading: 'Loading your children',
  childrenRetry: 'Try again',
  accessHeading: (name: string) => `Who looked at ${name}'s data`,
  accessIntro: (name: string) =>
    `Every time one of our staff opened ${name}'s account, orders or reports, it is listed here.`,
  accessNone: (name: string) => `None of our staff has looked at ${name}'s data.`,
  accessWhat: (name: string): Readonly<Record<string, string>> => ({
    users: `${name}'s account`,
    students: `${name}'s school record`,
    orders: 'An order',
    'credit-notes': 'A credit note',
    classrooms: `${name}'s classroom's results`,
    leads: `A request ${name} made`,
  }),
  erasureHeading: (name: string) => `Delete ${name}'s account`,
  erasureIntro: (name: string) =>
    `We delete ${name}'s account and personal data 7 days after you ask; you can cancel until then. Tax invoices and credit notes are kept for as long as GST law requires.`,
  erasureConfirmTitle: (name: string) => `Delete ${name}'s account?`,
  erasureConfirm: (name: string) => `Yes, delete ${name}'s account in 7 days`,
  erasureKeep: 'Keep the account',
  // The server words its answers to the account's owner ("Your account…"): the parent reads them in the child's name.
  erasurePending: (name: string, on: string) =>
    `${name}'s account and personal data will be deleted on ${on}. You can cancel until then.`,
  erasureCancelled: (name: string) => `${name}'s account will not be deleted.`,
} as const;
