import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { schoolConsentAgreementWriteSchema, type AdminSchool } from '@app/contracts';
import { formatDate, formatDateTime } from '../common/dates';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * A school's agreement to collect its students' parents' consent (issue 14), on the school's page: the latest one
 * recorded, and for admins (the permission table's `consent` on schools) the form to record a new version. Each of
 * the school's campus students gets a consent record pointing to it.
 */
export function SchoolConsentAgreement() {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const school = useRecordContext<AdminSchool>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'schools', action: 'consent' });
  const key = ['schools', school?.id, 'consent-agreement'];
  const { data, error, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getSchoolConsentAgreement(school!.id),
    enabled: !!school,
    retry: false,
  });
  const [version, setVersion] = useState('');
  const [signedOn, setSignedOn] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const record = useMutation({
    mutationFn: (body: { agreementVersion: string; signedOn: string }) =>
      dataProvider.recordSchoolConsentAgreement(school!.id, body),
    onSuccess: () => {
      notify('console.schools.consent_saved', { type: 'success' });
      setVersion('');
      setSignedOn('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  if (!school) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schoolConsentAgreementWriteSchema.safeParse({ agreementVersion: version, signedOn });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    record.mutate(parsed.data);
  };

  const agreement = data?.agreement;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }} data-testid="school-consent">
      <Typography component="h2" variant="h6" id={headingId}>
        {translate('console.schools.consent_title')}
      </Typography>
      {isFetching && !data && <LinearProgress sx={{ mt: 1 }} />}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {data &&
        (agreement ? (
          <Typography sx={{ mt: 1 }} data-testid="school-consent-recorded">
            {translate('console.schools.consent_recorded', {
              version: agreement.agreementVersion,
              signedOn: formatDate(agreement.signedOn),
              by: agreement.recordedBy,
              at: formatDateTime(agreement.recordedAt),
              students: agreement.students,
            })}
          </Typography>
        ) : (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="school-consent-none">
            {translate('console.schools.consent_none')}
          </Alert>
        ))}
      {canAccess && (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={translate('console.schools.consent_version')}
            value={version}
            onChange={(e) => setVersion(e.target.value)}
            error={!!fieldErrors.agreementVersion}
            helperText={fieldErrors.agreementVersion ?? translate('console.schools.consent_hint')}
            slotProps={{ htmlInput: { 'data-testid': 'school-consent-version' } }}
          />
          <TextField
            size="small"
            type="date"
            label={translate('console.schools.consent_signed_on')}
            value={signedOn}
            onChange={(e) => setSignedOn(e.target.value)}
            error={!!fieldErrors.signedOn}
            helperText={fieldErrors.signedOn}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'school-consent-signed-on' } }}
          />
          <Button type="submit" variant="contained" disabled={record.isPending} data-testid="school-consent-record">
            {translate('console.schools.consent_save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
