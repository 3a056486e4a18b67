import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_MESSAGES, BAND_COLOURS, type AuthUser, type CareerSummaryResponse } from '@app/contracts';
import { isAbortError } from '../../api/client';
import { downloadReport, fetchCareerSummary } from '../../api/student';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { isReportNotReady } from '../assessment/errors';
import { useAreaSubject } from '../family/viewedChild';
import { serverMessage } from '../cart/messages';
import { BandChip, BandRemark } from '../student/Band';
import { CardList } from '../student/CardList';
import { LoadFailed } from '../student/CareerCard';
import { REPORT_DOWNLOAD_FAILED } from '../student/messages';
import { MY_CAREERS_PATH } from '../student/paths';
import { studentKey } from '../student/useStudentData';
import { saveFile } from '../student/saveFile';

/** While the scoring job prepares the report the summary answers 404: ask again every 2 s, for up to 30 s. */
export const REPORT_POLL_MS = 2000;
export const REPORT_POLL_TRIES = 15;

/** What the page shows; `waiting` is still not ready after the polls (the student can check again). */
type ReportView = 'loading' | 'preparing' | 'waiting' | 'failed' | 'loaded';

const list = <T,>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);

const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'career'
  }-report.pdf`;

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** Download PDF, and Share (the file, through the system's share sheet) where the browser can share. */
function ReportActions({ user, careerId, name }: { user: AuthUser; careerId: string; name: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const fetchPdf = async () => {
    const { blob, filename } = await downloadReport(user, careerId);
    return { blob, filename: filename ?? fileName(name) };
  };

  const download = async () => {
    setBusy('download');
    try {
      const { blob, filename } = await fetchPdf();
      saveFile(blob, filename);
    } catch (error) {
      enqueueSnackbar(serverMessage(error, REPORT_DOWNLOAD_FAILED), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    setBusy('share');
    try {
      const { blob, filename } = await fetchPdf();
      const file = new File([blob], filename, { type: blob.type || 'application/pdf' });
      if (navigator.canShare?.({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title: `${name} report` });
        } catch (error) {
          // Closing the share sheet is not a failure; a browser that refuses the file gets it downloaded.
          if (!isAbortError(error)) saveFile(blob, filename);
        }
      } else {
        saveFile(blob, filename);
      }
    } catch (error) {
      enqueueSnackbar(serverMessage(error, REPORT_DOWNLOAD_FAILED), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        disabled={busy !== null}
        data-testid="report-download"
      >
        {busy === 'download' ? 'Downloading…' : 'Download PDF'}
      </Button>
      {canShare && (
        <Button
          variant="outlined"
          startIcon={<ShareIcon />}
          onClick={() => void share()}
          disabled={busy !== null}
          data-testid="report-share"
        >
          Share
        </Button>
      )}
    </Box>
  );
}

function Report({
  report,
  user,
  careerId,
  name,
  whose,
}: {
  report: CareerSummaryResponse;
  user: AuthUser;
  careerId: string;
  name: string;
  /** "Your", or a child's "Isha's" when a parent reads it. */
  whose: string;
}) {
  const result = report.user_map_career;
  const sections = list(report.career_contents?.sections);
  const subjects = list(report.subjects_aligned);
  const answers = list(report.answers);
  const colour = BAND_COLOURS[result.band];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="report-score-heading"
        data-testid="report-summary"
        sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
          <CircularProgress
            variant="determinate"
            value={Math.max(0, Math.min(100, result.percent))}
            size={96}
            thickness={5}
            aria-label={`${whose} score in percent`}
            style={{ color: colour }}
          />
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="report-percent">
              {result.percent}%
            </Typography>
          </Box>
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="report-score-heading" component="h2" variant="h6" color="text.secondary">
            {whose === 'Your' ? 'Your Score' : `${whose} score`}
          </Typography>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.3 }} data-testid="report-score">
            {result.total}/{result.max}
          </Typography>
          <Box sx={{ fontSize: '1.1rem' }}>
            <BandRemark band={result.band} remark={result.remark} testId="report-remark" />
          </Box>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="report-subjects-heading">
        <Heading id="report-subjects-heading">Aligned Subjects</Heading>
        {subjects.length === 0 ? (
          <Typography color="text.secondary">No subjects are aligned to this career.</Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="report-subjects-heading"
            data-testid="report-subjects"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {subjects.map((subject) => (
              <li key={subject}>
                <Chip label={subject} color="primary" variant="outlined" data-testid="report-subject" />
              </li>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="report-sections-heading">
        <Heading id="report-sections-heading">{whose} detailed report</Heading>
        <CardList testId="report-sections">
          {sections.map((section) => (
            <Paper
              component="li"
              variant="outlined"
              key={section.sectionId}
              data-testid="report-section"
              data-band={section.band}
              sx={{ p: 2, borderLeftWidth: 4 }}
              style={{ borderLeftColor: BAND_COLOURS[section.band] }}
            >
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                  mb: 1,
                }}
              >
                <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem' }} data-testid="report-section-name">
                  {section.name}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }} data-testid="report-section-score">
                    {section.score} / {section.max}
                  </Typography>
                  <BandChip band={section.band} testId="report-section-band" />
                </Box>
              </Box>
              <Typography color="text.secondary" data-testid="report-section-remark">
                {section.remark}
              </Typography>
            </Paper>
          ))}
        </CardList>
      </Box>

      {answers.length > 0 && (
        <Box component="section" aria-labelledby="report-answers-heading">
          <Heading id="report-answers-heading">{whose} answers</Heading>
          <CardList testId="report-answers">
            {answers.map((answer, index) => (
              <Paper component="li" variant="outlined" key={index} data-testid="report-answer" sx={{ p: 2 }}>
                <Typography variant="caption" color="text.secondary" data-testid="report-answer-section">
                  {answer.sectionName}
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="report-answer-question">
                  {answer.question}
                </Typography>
                <Typography
                  data-testid="report-answer-text"
                  color={answer.answer ? 'text.primary' : 'text.secondary'}
                  sx={{
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontStyle: answer.answer ? 'normal' : 'italic',
                  }}
                >
                  {answer.answer || 'Not answered'}
                </Typography>
              </Paper>
            ))}
          </CardList>
        </Box>
      )}

      <ReportActions user={user} careerId={careerId} name={name} />
    </Box>
  );
}

/**
 * /user-student/main/careers/:careerId?name=..: a completed career's report (GET
 * /career/{careerId}/user/{userId}/summary): Your Score, the remark, Aligned Subjects, 'Your detailed report' per
 * section, the cn-3/cn-4 answers, and the PDF (GET .../report). While it is being prepared it asks again every
 * 2 s for up to 30 s.
 */
export function ReportPage() {
  const { careerId = '' } = useParams();
  const [params] = useSearchParams();
  // A parent looking at a child reads the child's report (the server answers a linked parent read-only).
  const { subject: user, child } = useAreaSubject();
  // A parent reads the child's report: its copy names the child, where a student's says "Your" (issue 24).
  const whose = child ? `${child.firstName}'s` : 'Your';
  const whoseInText = child ? whose : 'your';
  const query = useQuery({
    queryKey: studentKey(user?.user_id, `report:${careerId}`),
    queryFn: ({ signal }) => fetchCareerSummary(user!, careerId, signal),
    enabled: Boolean(user && careerId),
    // Being prepared (404 REPORT_NOT_READY): ask again every 2 s, REPORT_POLL_TRIES asks in all.
    retry: (failures, error) => isReportNotReady(error) && failures < REPORT_POLL_TRIES - 1,
    retryDelay: REPORT_POLL_MS,
    gcTime: 0,
    meta: { errorToast: (error) => (isReportNotReady(error) ? undefined : serverMessage(error)) },
  });
  const report = query.data;
  const view: ReportView = report
    ? 'loaded'
    : query.isFetching
      ? isReportNotReady(query.failureReason)
        ? 'preparing'
        : 'loading'
      : query.isError
        ? isReportNotReady(query.error)
          ? 'waiting'
          : 'failed'
        : 'loading';
  const again = () => void query.refetch();
  const name = report?.career?.name || params.get('name') || `${whose} report`;
  usePageTitle(`${name} report`);

  if (!user) return null;
  return (
    <Box data-testid="report-page">
      <Button component={RouterLink} to={MY_CAREERS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        My Careers
      </Button>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 3, overflowWrap: 'anywhere' }}
        data-testid="report-career-name"
      >
        {name}
      </Typography>
      {view === 'loading' ? (
        <PageLoader label={`Loading ${whoseInText} report`} />
      ) : view === 'preparing' || view === 'waiting' ? (
        <Paper
          variant="outlined"
          role="status"
          data-testid="report-preparing"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
        >
          {view === 'preparing' && <CircularProgress aria-label={`Preparing ${whoseInText} report`} />}
          <Typography sx={{ fontWeight: 600 }}>{ASSESSMENT_MESSAGES.reportNotReady}</Typography>
          {view === 'waiting' ? (
            <>
              <Typography color="text.secondary">
                It is taking longer than usual. Please check again in a minute.
              </Typography>
              <Button variant="outlined" onClick={again} data-testid="report-check-again">
                Check again
              </Button>
            </>
          ) : (
            <Typography color="text.secondary">This page will show it as soon as it is ready.</Typography>
          )}
        </Paper>
      ) : view === 'failed' || !report ? (
        <LoadFailed
          testId="report-failed"
          text={`${whose} report could not be loaded.`}
          retryTestId="report-retry"
          onRetry={again}
        />
      ) : (
        <Report report={report} user={user} careerId={careerId} name={name} whose={whose} />
      )}
    </Box>
  );
}
