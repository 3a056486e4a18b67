import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of every auth page: a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  testId,
  children,
  maxWidth = 'xs',
}: {
  title: string;
  subtitle?: ReactNode;
  testId: string;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 6 }, px: { xs: 1.5, sm: 3 } }} data-testid={testId}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
