import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATION_COURSE_ID } from '@app/contracts';
import { SITE } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CounsellorPage } from './CounsellorPage';

const REVIEWS = [
  { name: 'Anjali Sharma', text: 'Very useful', rating: 4.75 },
  { name: 'Rahul Mehta', text: 'Practical', rating: 4.25 },
];

/** The course call's answer, starting on `start_date`. */
const courseAnswer = (start_date: string | null) =>
  jsonResponse({
    status: 1,
    data: [
      {
        id: CERTIFICATION_COURSE_ID,
        title: 'C',
        strike_price: 5001,
        early_bird_price: 1501,
        regular_price: 2501,
        start_date,
      },
    ],
  });

const stubCourse = (start_date: string | null) =>
  stubFetch((url) =>
    url.pathname === '/api/platform/reviews'
      ? jsonResponse(REVIEWS)
      : url.pathname === '/api/site'
        ? jsonResponse(SITE)
        : courseAnswer(start_date),
  );

/** The page's dates depend on the day it is read (issue 24): India's 7 December 2026, unless a test says. */
const today = (iso: string) => vi.setSystemTime(new Date(iso));

describe('CounsellorPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    today('2026-12-07T06:00:00Z');
  });
  afterEach(() => vi.useRealTimers());

  it('before the early-bird deadline of the current run: its date with the year, not available but not closed', async () => {
    stubCourse('2027-06-02');
    renderWithApp(<CounsellorPage />);
    expect(await screen.findByText('2nd June 2027')).toBeInTheDocument();
    const earlyBird = screen.getByTestId('early-bird-price');
    expect(earlyBird).toHaveTextContent('Early-bird price (by 20th May 2027)');
    expect(within(earlyBird).getByTestId('early-bird-state')).toHaveTextContent('Not available');
    expect(earlyBird).not.toHaveTextContent('Closed');
  });

  it('after the deadline and before the start (in India time), the early-bird line says Closed', async () => {
    // 21 May, 00:30 in India: still 20 May in UTC.
    today('2027-05-20T19:00:00Z');
    stubCourse('2027-06-02');
    renderWithApp(<CounsellorPage />);
    expect(await screen.findByText('2nd June 2027')).toBeInTheDocument();
    expect(screen.getByTestId('early-bird-state')).toHaveTextContent('Closed');
    expect(screen.getByTestId('early-bird-price')).toHaveTextContent('by 20th May 2027');
  });

  it("once the stored start has passed, the next year's run: its start and its early-bird deadline", async () => {
    today('2027-06-10T06:00:00Z');
    stubCourse('2027-06-02');
    renderWithApp(<CounsellorPage />);
    expect(await screen.findByText('2nd June 2028')).toBeInTheDocument();
    expect(screen.getByTestId('early-bird-price')).toHaveTextContent('by 20th May 2028');
    expect(screen.getByTestId('early-bird-state')).toHaveTextContent('Not available');
  });

  it('shows the course facts, prices from the course call, the badge, reviews and contact', async () => {
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/platform/reviews'
        ? jsonResponse(REVIEWS)
        : url.pathname === '/api/site'
          ? jsonResponse(SITE)
          : jsonResponse({
              status: 1,
              data: [
                {
                  id: CERTIFICATION_COURSE_ID,
                  title: 'C',
                  strike_price: 5001,
                  early_bird_price: 1501,
                  regular_price: 2501,
                  start_date: '2027-06-02',
                },
              ],
            }),
    );
    renderWithApp(<CounsellorPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Career Counselling Business Certification');
    // The start date is the course's own, with its year.
    expect(await screen.findByText('2nd June 2027')).toBeInTheDocument();
    expect(screen.getByTestId('course-start')).toHaveTextContent('2nd June 2027');
    expect(screen.getByTestId('course-sessions')).toHaveTextContent('12-2 PM every Sunday');
    expect(screen.getByTestId('course-free-tests')).toHaveTextContent('₹10,000');
    expect(screen.getByTestId('course-lifetime')).toHaveTextContent(/lifetime access/i);
    expect(screen.getAllByTestId('course-module')).toHaveLength(4);

    // The page's own prices show first; the course call's replace them.
    await waitFor(() => expect(screen.getByTestId('regular-price-amount')).toHaveTextContent('₹2,501'));
    expect(screen.getByTestId('course-strike-price')).toHaveTextContent('₹5,001');
    const earlyBird = screen.getByTestId('early-bird-price');
    expect(earlyBird).toHaveTextContent('₹1,501');
    expect(earlyBird).toHaveTextContent('20th May');
    expect(earlyBird).toHaveAttribute('aria-disabled', 'true');
    // Early-bird has no button; the regular price's leads to the course checkout with type=1 and the title.
    expect(within(earlyBird).queryByRole('link')).not.toBeInTheDocument();
    expect(within(earlyBird).queryByRole('button')).not.toBeInTheDocument();
    const buy = within(screen.getByTestId('course-pricing')).getByRole('link', { name: /Enrol now at ₹2,501/ });
    expect(buy).toHaveAttribute('data-testid', 'regular-price-button');
    expect(buy).toHaveAttribute('href', `/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=1&title=C`);
    expect(within(screen.getByTestId('course-pricing')).getAllByRole('link')).toHaveLength(1);
    expect(calls.some((c) => c.url.pathname === `/api/course/certification/${CERTIFICATION_COURSE_ID}`)).toBe(true);

    expect(screen.getByTestId('payment-badge')).toHaveTextContent('Payments secured by Razorpay');
    const reviews = await screen.findAllByTestId('review');
    expect(reviews).toHaveLength(2);
    expect(within(reviews[0]!).getByRole('img', { name: /4\.75 Stars/ })).toBeInTheDocument();
    // The one support number, from the server's configuration (GET /api/site), as a tel: link.
    const phone = await within(screen.getByTestId('course-contact')).findByRole('link', {
      name: SITE.supportPhone.display,
    });
    expect(phone).toHaveAttribute('href', `tel:${SITE.supportPhone.tel}`);
    expect(screen.getByTestId('course-pricing')).toHaveTextContent(
      `Questions? Call us on ${SITE.supportPhone.display}.`,
    );
  });
});

describe('CounsellorPage modules', () => {
  const course = (modules?: { title: string; description: string }[]) => ({
    status: 1,
    data: [
      {
        id: CERTIFICATION_COURSE_ID,
        title: 'C',
        strike_price: 5000,
        early_bird_price: 1500,
        regular_price: 2500,
        start_date: '2027-06-02',
        ...(modules ? { modules } : {}),
      },
    ],
  });
  const respond = (body: unknown) => (url: URL) =>
    url.pathname === '/api/platform/reviews'
      ? jsonResponse(REVIEWS)
      : url.pathname === '/api/site'
        ? jsonResponse(SITE)
        : jsonResponse(body);

  it('shows the modules staff keep on the course, from the course call', async () => {
    stubFetch(
      respond(
        course([
          { title: 'Counselling basics', description: 'How a first session goes' },
          { title: 'Running a practice', description: 'Fees and schools' },
        ]),
      ),
    );
    renderWithApp(<CounsellorPage />);
    await waitFor(() => expect(screen.getAllByTestId('course-module')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('course-module');
    expect(first).toHaveTextContent('Module 1');
    expect(first).toHaveTextContent('Counselling basics');
    expect(first).toHaveTextContent('How a first session goes');
    expect(second).toHaveTextContent('Module 2');
    expect(second).toHaveTextContent('Running a practice');
  });

  it("keeps the page's four modules while the course has none (or an older API sends none)", async () => {
    const { calls } = stubFetch(respond(course([])));
    renderWithApp(<CounsellorPage />);
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === `/api/course/certification/${CERTIFICATION_COURSE_ID}`)).toBe(true),
    );
    expect(await screen.findByText('2nd June 2027')).toBeInTheDocument();
    const modules = screen.getAllByTestId('course-module');
    expect(modules).toHaveLength(4);
    expect(modules[0]).toHaveTextContent('Foundations of career counselling');
  });
});

describe('Pricing', () => {
  it('links the regular price to /checkout-services with the course id, type=1 and the encoded title before the call answers', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderWithApp(<CounsellorPage />);
    expect(screen.getByTestId('regular-price-button')).toHaveAttribute(
      'href',
      `/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=1&title=Career%20Counselling%20Business%20Certification`,
    );
  });
});
