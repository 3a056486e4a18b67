import { useMemo, useRef, useState } from 'react';
import {
  Link as RouterLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { canPreview, isPreviewGender, previewPath, type AuthUser, type PreviewGender } from '@app/contracts';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../components/usePageTitle';
import { useLoginDialog } from '../auth/dialogs';
import { CONSOLE_URL, isStaffUser, useSession } from '../auth/session';
import { AssessmentPlayer } from './AssessmentPlayer';
import type { CompletedState } from './CompletedPage';
import { useFocusOnMount } from './hooks';
import { PreviewAttempt, previewBackend } from './previewBackend';

export const PREVIEW_BANNER = 'Preview — nothing is recorded';

/** The switch's words for whose clips play. */
const GENDER_LABELS: Record<PreviewGender, string> = { male: "Boy's clips", female: "Girl's clips" };

/**
 * /preview/career/{careerId}/*?gender=: staff walk a career's draft test in the student's own player (the console's
 * Preview opens it in a tab of its own), and nothing is recorded: the player runs on an in-memory backend whose one
 * call is the draft's GET. Staff with `career-contents: preview` only (the permission table's answer, as the API's);
 * anyone else is told it is for staff. Not under the student area's guard, which turns staff away.
 */
export function PreviewPage() {
  const { careerId } = useParams();
  const { status, user } = useSession();
  usePageTitle('Test preview');
  if (status === 'restoring') return <PageLoader label="Signing in" />;
  if (status !== 'signedIn' || !user || !canPreview(user.role)) return <PreviewRefused user={user} />;
  if (!careerId) return null;
  return <PreviewRun key={`${careerId}:${user.user_id}`} careerId={careerId} user={user} />;
}

/** One preview: the banner, the player on the draft, and the screens after it (finished, or left). */
function PreviewRun({ careerId, user }: { careerId: string; user: AuthUser }) {
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const requested = search.get('gender');
  const own = user.data.gender;
  const gender: PreviewGender = isPreviewGender(requested) ? requested : isPreviewGender(own) ? own : 'male';
  const base = previewPath(careerId);
  const query = `?${new URLSearchParams({ gender })}`;

  // A restart is a new run: a new attempt, and a new player (its key), which loads the draft as it is now.
  const [run, setRun] = useState(() => ({ id: 0, attempt: new PreviewAttempt() }));
  const backend = useMemo(
    () => previewBackend({ careerId, gender, attempt: run.attempt, exitPath: `${base}/left${query}` }),
    [careerId, gender, run.attempt, base, query],
  );
  // The videos the player picks are the chosen gender's, whoever the staff member is.
  const player = useMemo<AuthUser>(() => ({ ...user, data: { ...user.data, gender } }), [user, gender]);

  const restart = () => {
    setRun((current) => ({ id: current.id + 1, attempt: new PreviewAttempt() }));
    navigate(`${base}${query}`, { replace: true });
  };
  // The other clips: the player reloads (keyed by the gender) and resumes at the step due, as after a reload. The
  // history entry is replaced with its state, so the leave guard's mark stays.
  const switchGender = (next: PreviewGender) => setSearch({ gender: next }, { replace: true, state });

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 1, sm: 4 } }} data-testid="preview-page">
      <PreviewBanner gender={gender} onGender={switchGender} />
      <Routes>
        <Route path="completed" element={<PreviewEnd kind="finished" onRestart={restart} />} />
        <Route path="left" element={<PreviewEnd kind="left" onRestart={restart} />} />
        <Route
          path="*"
          element={
            <AssessmentPlayer
              key={`${run.id}:${gender}`}
              base={base}
              careerId={careerId}
              user={player}
              backend={backend}
            />
          }
        />
      </Routes>
    </Box>
  );
}

/** Always on top of the preview: it records nothing, and whose clips play (a video may have one per gender). */
function PreviewBanner({ gender, onGender }: { gender: PreviewGender; onGender: (gender: PreviewGender) => void }) {
  return (
    <Alert
      severity="warning"
      icon={<VisibilityOutlinedIcon />}
      role="status"
      data-testid="preview-banner"
      sx={{
        mb: { xs: 1, sm: 2 },
        alignItems: 'center',
        '& .MuiAlert-message': {
          flex: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          py: 0.5,
        },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="preview-banner-title">
          {PREVIEW_BANNER}
        </Typography>
        <Typography component="p" variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
          The draft as a student sees it. Answers stay in this tab; no test is started or scored.
        </Typography>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={gender}
        onChange={(_, next: unknown) => {
          if (isPreviewGender(next)) onGender(next);
        }}
        aria-label="Clips to play"
        data-testid="preview-gender"
        sx={{ bgcolor: 'background.paper' }}
      >
        {(Object.keys(GENDER_LABELS) as PreviewGender[]).map((value) => (
          <ToggleButton
            key={value}
            value={value}
            data-testid={`preview-gender-${value}`}
            sx={{ textTransform: 'none', px: 1.5, whiteSpace: 'nowrap' }}
          >
            {GENDER_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Alert>
  );
}

/** The end of a preview, instead of the completed page and the report: nothing was recorded, and a new run. */
function PreviewEnd({ kind, onRestart }: { kind: 'finished' | 'left'; onRestart: () => void }) {
  const name = ((useLocation().state ?? null) as CompletedState | null)?.name;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const finished = kind === 'finished';
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
      data-testid={finished ? 'preview-finished' : 'preview-left'}
    >
      <Typography
        variant="h1"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1, outline: 'none' }}
      >
        {finished ? 'Preview finished' : 'You left the preview'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }} data-testid="preview-end-message">
        {finished
          ? `${name ? `You went through every step of ${name}. ` : ''}A student would now see the completed page, and their report once it is scored. Nothing was recorded.`
          : 'A student who leaves loses their answers, as the warning said. Nothing was recorded.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={onRestart} data-testid="preview-restart">
          Restart preview
        </Button>
        <Button variant="outlined" size="large" href={CONSOLE_URL} data-testid="preview-console">
          Back to the console
        </Button>
      </Box>
    </Paper>
  );
}

/** Anyone but staff who may preview: a visitor may sign in (with a staff account); others are pointed elsewhere. */
function PreviewRefused({ user }: { user: AuthUser | null }) {
  const { openLoginDialog } = useLoginDialog();
  const staff = isStaffUser(user);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2, textAlign: 'center' }} data-testid="preview-refused">
      <Typography component="h1" variant="h5" gutterBottom>
        Preview is for staff
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="preview-refused-reason">
        {!user
          ? "Sign in with a content editor's or an admin's account to preview a career's test."
          : staff
            ? "Your role does not preview tests: content editors and admins do. A test's content is in the staff console."
            : 'Career tests are previewed by the content staff. Your own tests are on your dashboard.'}
      </Typography>
      {!user ? (
        <Button variant="contained" onClick={() => void openLoginDialog()} data-testid="preview-sign-in">
          Sign in
        </Button>
      ) : staff ? (
        <Button variant="contained" href={CONSOLE_URL} data-testid="staff-console-link">
          Open the staff console
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to="/" data-testid="preview-home">
          Go to the home page
        </Button>
      )}
    </Box>
  );
}
