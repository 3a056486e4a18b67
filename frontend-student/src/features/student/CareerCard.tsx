import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { reportPath } from './paths';

interface Props {
  careerId: string;
  name: string;
  logo: string;
  logoBg: string;
  /** The name's id: the card's actions point aria-describedby at it, so "Start Now" reads with its career. */
  nameId: string;
  testId?: string;
  children?: ReactNode;
}

/** A career card of the student area: the logo on its background colour, the name, then the card's actions. */
export function CareerCard({ careerId, name, logo, logoBg, nameId, testId = 'my-career', children }: Props) {
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={testId}
      data-career-id={careerId}
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          bgcolor: logoBg || 'grey.100',
          height: 120,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {logo && <img src={logo} alt={`${name} logo`} width={72} height={72} />}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <Typography id={nameId} sx={{ fontWeight: 600 }} data-testid={`${testId}-name`}>
          {name}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

/**
 * A finished test's actions on its card: the COMPLETED status and Check Report, with the card's test id as the
 * prefix of theirs.
 */
export function CompletedActions({
  careerId,
  name,
  nameId,
  testId,
}: {
  careerId: string;
  name: string;
  nameId: string;
  testId: string;
}) {
  return (
    <>
      <Chip
        size="small"
        color="success"
        label="COMPLETED"
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`${testId}-status`}
      />
      <Button
        component={RouterLink}
        to={reportPath(careerId, name)}
        variant="outlined"
        aria-describedby={nameId}
        data-testid={`${testId}-report`}
        sx={{ mt: 'auto', alignSelf: 'flex-start' }}
      >
        Check Report
      </Button>
    </>
  );
}

/** The grid the cards sit in: one column at 375 px, more as the width allows. */
export function CardGrid({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

/** The empty state of a list: a sentence and, when there is one, the way out. */
export function EmptyState({ testId, text, children }: { testId: string; text: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid={testId}>
      <Typography sx={{ mb: children ? 2 : 0 }}>{text}</Typography>
      {children}
    </Paper>
  );
}

/** Data that could not be loaded (the toast said why): the sentence and Try again. */
export function LoadFailed({
  testId,
  text,
  retryTestId,
  onRetry,
}: {
  testId: string;
  text: string;
  retryTestId: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState testId={testId} text={text}>
      <Button variant="outlined" onClick={onRetry} data-testid={retryTestId}>
        Try again
      </Button>
    </EmptyState>
  );
}
