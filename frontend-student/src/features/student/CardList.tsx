import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Cards one under another: a table's rows under 600 px, the report's sections and answers. */
export function CardList({ label, testId, children }: { label?: string; testId: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {children}
    </Box>
  );
}
