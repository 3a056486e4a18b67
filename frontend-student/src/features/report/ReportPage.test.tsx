import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES, BAND_COLOURS, ERROR_CODES } from '@app/contracts';
import { jsonResponse } from '../../test/utils';
import { careerSummary, preloadStudentPages, renderStudentApp, type Answer } from '../student/studentTestApp';
import { REPORT_POLL_MS, REPORT_POLL_TRIES } from './ReportPage';

const ROUTE = '/user-student/main/careers/career-1?name=Data%20Scientist';
const SUMMARY = '/api/career/career-1/user/u-1/summary';
const PDF = '/api/career/career-1/user/u-1/report';
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

const notReady = (message: string = ASSESSMENT_MESSAGES.reportNotReady) =>
  jsonResponse({ statusCode: 404, code: ERROR_CODES.ReportNotReady, message }, 404);
const pdfResponse: Answer = () =>
  new Response('%PDF-1.4 report', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="data-scientist-report.pdf"',
    },
  });

/** jsdom has no object URLs, and a click on a download link would navigate: record both instead. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const saved: { href: string; download: string }[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:report')),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { blobs, saved };
}

beforeAll(preloadStudentPages, 30_000);

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('report', () => {
  it('shows Your Score (total/max and percent), the remark in its band colour, subjects, sections and answers', async () => {
    const { calls, mock } = renderStudentApp({ route: ROUTE, api: { [SUMMARY]: () => jsonResponse(careerSummary()) } });
    const summary = await screen.findByTestId('report-summary');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data Scientist');
    expect(within(summary).getByRole('heading', { name: 'Your Score' })).toBeInTheDocument();
    expect(within(summary).getByTestId('report-score')).toHaveTextContent('45/65');
    expect(within(summary).getByTestId('report-percent')).toHaveTextContent('69%');
    const remark = within(summary).getByTestId('report-remark');
    expect(remark).toHaveTextContent('Moderately Suitable Career');
    expect(remark).toHaveAttribute('data-band', 'MODERATE');
    expect(remark.querySelector('svg')).toHaveStyle({ color: BAND_COLOURS.MODERATE });

    expect(screen.getByRole('heading', { name: 'Aligned Subjects' })).toBeInTheDocument();
    expect(texts(screen.getAllByTestId('report-subject'))).toEqual(['Mathematics', 'Computer Science']);

    expect(screen.getByRole('heading', { name: 'Your detailed report' })).toBeInTheDocument();
    const sections = screen.getAllByTestId('report-section');
    expect(texts(screen.getAllByTestId('report-section-name'))).toEqual([
      'Career Tasks',
      'Career Day',
      'Career Subjects',
    ]);
    expect(texts(screen.getAllByTestId('report-section-score'))).toEqual(['20 / 25', '9 / 15', '4 / 10']);
    const bands = screen.getAllByTestId('report-section-band');
    expect(texts(bands)).toEqual(['High', 'Moderate', 'Low']);
    expect(bands.map((b) => b.getAttribute('data-band'))).toEqual(['HIGH', 'MODERATE', 'LOW']);
    expect(within(sections[0]!).getByTestId('report-section-remark')).toHaveTextContent(
      'You enjoy the everyday tasks of this career.',
    );

    const answers = screen.getAllByTestId('report-answer');
    expect(texts(screen.getAllByTestId('report-answer-question'))).toEqual([
      'Which setting suits you?',
      'Why this career?',
    ]);
    expect(within(answers[0]!).getByTestId('report-answer-section')).toHaveTextContent('Career Personality');
    expect(within(answers[0]!).getByTestId('report-answer-text')).toHaveTextContent('A quiet lab');
    expect(within(answers[1]!).getByTestId('report-answer-text')).toHaveTextContent('Not answered');

    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    // jsdom has no Web Share: no Share button.
    expect(screen.queryByTestId('report-share')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === SUMMARY)).toHaveLength(1);
    const [, init] = mock.mock.calls.find(([url]) => String(url) === SUMMARY)!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('access-1');
    expect(document.title).toMatch(/^Data Scientist report \| /);
  });

  it('while the report is being prepared it says so, asks again every 2 s, then shows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let tries = 0;
    const { calls } = renderStudentApp({
      route: ROUTE,
      api: { [SUMMARY]: () => (++tries < 3 ? notReady() : jsonResponse(careerSummary())) },
    });
    const preparing = await screen.findByTestId('report-preparing');
    expect(preparing).toHaveTextContent('Your report is being prepared');
    expect(screen.getByTestId('report-career-name')).toHaveTextContent('Data Scientist');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === SUMMARY)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === SUMMARY)).toHaveLength(2));
    expect(screen.getByTestId('report-preparing')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
    expect(await screen.findByTestId('report-score')).toHaveTextContent('45/65');
    expect(screen.queryByTestId('report-preparing')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === SUMMARY)).toHaveLength(3);
    // No error toast along the way.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops asking after about 30 s and offers Check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let ready = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderStudentApp({
      route: ROUTE,
      api: { [SUMMARY]: () => (ready ? jsonResponse(careerSummary()) : notReady()) },
    });
    await screen.findByTestId('report-preparing');
    for (let i = 1; i < REPORT_POLL_TRIES; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
      await waitFor(() => expect(calls.filter((c) => c.url.pathname === SUMMARY)).toHaveLength(i + 1));
    }
    const again = await screen.findByRole('button', { name: 'Check again' });
    expect(REPORT_POLL_TRIES * REPORT_POLL_MS).toBe(30_000);
    await act(() => vi.advanceTimersByTimeAsync(10 * REPORT_POLL_MS));
    expect(calls.filter((c) => c.url.pathname === SUMMARY)).toHaveLength(REPORT_POLL_TRIES);
    ready = true;
    await user.click(again);
    expect(await screen.findByTestId('report-score')).toBeInTheDocument();
  });

  it('knows a report being prepared by its code, not by the words of the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let tries = 0;
    renderStudentApp({
      route: ROUTE,
      api: { [SUMMARY]: () => (++tries < 2 ? notReady('Hang on, scoring') : jsonResponse(careerSummary())) },
    });
    expect(await screen.findByTestId('report-preparing')).toHaveTextContent(ASSESSMENT_MESSAGES.reportNotReady);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
    expect(await screen.findByTestId('report-score')).toBeInTheDocument();
  });

  it('a 404 with the same words but another code is a failure, not a report being prepared', async () => {
    renderStudentApp({
      route: ROUTE,
      api: {
        [SUMMARY]: () =>
          jsonResponse(
            { statusCode: 404, code: ERROR_CODES.NotFound, message: ASSESSMENT_MESSAGES.reportNotReady },
            404,
          ),
      },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByTestId('report-preparing')).not.toBeInTheDocument();
  });

  it("another failure shows the server's message as an error toast, and Try again", async () => {
    let fail = true;
    const user = userEvent.setup();
    renderStudentApp({
      route: ROUTE,
      api: {
        [SUMMARY]: () =>
          fail
            ? jsonResponse(
                { statusCode: 404, code: ERROR_CODES.NotEnrolled, message: ASSESSMENT_MESSAGES.notEnrolled },
                404,
              )
            : jsonResponse(careerSummary()),
      },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ASSESSMENT_MESSAGES.notEnrolled);
    expect(toast).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByTestId('report-preparing')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-score')).toBeInTheDocument();
  });

  it("a network failure shows 'Something went wrong'", async () => {
    renderStudentApp({
      route: ROUTE,
      api: {
        [SUMMARY]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it("Download PDF fetches the report with the session's token and saves it under the server's file name", async () => {
    const { blobs, saved } = captureDownloads();
    const user = userEvent.setup();
    const { mock } = renderStudentApp({
      route: ROUTE,
      api: { [SUMMARY]: () => jsonResponse(careerSummary()), [PDF]: pdfResponse },
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:report', download: 'data-scientist-report.pdf' }]));
    const [, init] = mock.mock.calls.find(([url]) => String(url) === PDF)!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('access-1');
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.4 report');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
  });

  it("a failed download shows the server's message", async () => {
    const user = userEvent.setup();
    renderStudentApp({
      route: ROUTE,
      api: {
        [SUMMARY]: () => jsonResponse(careerSummary()),
        [PDF]: () => jsonResponse({ message: 'Report PDF not ready' }, 404),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Report PDF not ready');
    expect(toast).toHaveAttribute('data-variant', 'error');
  });

  it('Share hands the PDF to the Web Share API where it can share files, else downloads it', async () => {
    const { saved } = captureDownloads();
    const share = vi.fn(async () => undefined);
    let canShareFiles = true;
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { share, canShare: () => canShareFiles }),
    );
    const user = userEvent.setup();
    renderStudentApp({ route: ROUTE, api: { [SUMMARY]: () => jsonResponse(careerSummary()), [PDF]: pdfResponse } });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(data.title).toBe('Data Scientist report');
    expect(data.files![0]!.name).toBe('data-scientist-report.pdf');
    expect(data.files![0]!.type).toBe('application/pdf');
    expect(saved).toEqual([]);

    canShareFiles = false;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:report', download: 'data-scientist-report.pdf' }]));
    expect(share).toHaveBeenCalledTimes(1);
  });
});
