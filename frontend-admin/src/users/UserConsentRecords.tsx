import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminConsentRecord, AdminUserRecord } from '@app/contracts';
import { formatDate, formatDateTime } from '../common/dates';
import type { ConsoleDataProvider } from '../dataProvider';

const ACTION_COLOURS: Record<AdminConsentRecord['action'], 'success' | 'default' | 'error'> = {
  granted: 'success',
  withdrawn: 'default',
  refused_not_adult: 'error',
};

/**
 * The user's consent records (issue 23), on their page: about them as a child, or made by them as a parent. A
 * parent refused as under 18 shows here, with the birthdate they stated: the refusal stays, and staff answering
 * "why can I not give consent?" need to see it. Fetched when the tab opens; the API writes the read to the audit
 * log.
 */
export function UserConsentRecords() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUserRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['users', user?.id, 'consent-records'],
    queryFn: () => dataProvider.getUserConsentRecords(String(user!.id)),
    enabled: !!user,
    retry: false,
  });
  if (!user) return null;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending) return <LinearProgress />;
  if (data.records.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="consent-records-none">
        {translate('console.users.consent_none')}
      </Typography>
    );
  const t = (key: string) => translate(`console.users.consent_${key}`);
  return (
    // Eight columns: they scroll inside the tab at 1024 px rather than widen the page.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="consent-records">
        <TableHead>
          <TableRow>
            <TableCell>{t('when')}</TableCell>
            <TableCell>{t('action')}</TableCell>
            <TableCell>{t('child')}</TableCell>
            <TableCell>{t('parent')}</TableCell>
            <TableCell>{t('stated_birthdate')}</TableCell>
            <TableCell>{t('how')}</TableCell>
            <TableCell>{t('notice')}</TableCell>
            <TableCell>{t('ip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.records.map((r) => (
            <TableRow key={r.id} data-testid="consent-record">
              <TableCell>{formatDateTime(r.createdAt)}</TableCell>
              <TableCell>
                <Chip size="small" color={ACTION_COLOURS[r.action]} label={t(`action_${r.action}`)} />
              </TableCell>
              <TableCell>{r.childUsername}</TableCell>
              <TableCell>{r.parentUsername ?? (r.schoolAgreementId ? t('school') : '-')}</TableCell>
              <TableCell>{formatDate(r.parentStatedBirthdate) || '-'}</TableCell>
              <TableCell>
                {r.requestId ? t('via_link') : r.schoolAgreementId ? t('via_school') : t('via_account')}
              </TableCell>
              <TableCell>{r.noticeVersion}</TableCell>
              <TableCell>{r.ip ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
