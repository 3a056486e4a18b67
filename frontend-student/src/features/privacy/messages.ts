/** The "Your data" page's own words (the server's messages come with its answers). */
export const YOUR_DATA = {
  title: 'Your data',
  exportHeading: 'Download my data',
  exportIntro:
    'Get a copy of everything we hold about you: your account, orders, invoices, enrolments, answers and results, the e-mails we sent you, and your reports and invoices as PDFs, in one zip file.',
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
  loadFailed: 'This could not be loaded. Please try again.',
} as const;
