import { Box, Button, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { BANDS, type Band } from '@app/contracts';
import { standardRemarks } from './contentBody';

type Remarks = Partial<Record<Band, string | null>>;
type ErrorTree = { message?: string } & Partial<Record<Band, { message?: string }>>;

/**
 * The report's remark under the section for each band (HIGH, MODERATE, LOW). A section named like one of the
 * five standard ones (Career Tasks, ...) offers the report's standard copy; the API stores remarks equal to it as
 * "standard", so they follow any later change of that copy.
 */
export function RemarksInput({ sectionName }: { sectionName?: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'remarks' });
  const remarks: Remarks = field.value && typeof field.value === 'object' ? (field.value as Remarks) : {};
  const error = fieldState.error as ErrorTree | undefined;
  const standard = standardRemarks(sectionName);
  const isStandard = !!standard && BANDS.every((band) => remarks[band] === standard[band]);

  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h4">
          {translate('console.contents.remarks')}
        </Typography>
        {standard && !isStandard && (
          <Button size="small" onClick={() => field.onChange({ ...standard })}>
            {translate('console.contents.remarks_standard')}
          </Button>
        )}
        {isStandard && (
          <Typography variant="caption" color="text.secondary">
            {translate('console.contents.remarks_are_standard')}
          </Typography>
        )}
      </Box>
      {BANDS.map((band) => (
        <TextField
          key={band}
          value={remarks[band] ?? ''}
          onChange={(event) => field.onChange({ ...remarks, [band]: event.target.value })}
          onBlur={field.onBlur}
          label={translate('console.contents.remark', { band })}
          multiline
          minRows={2}
          size="small"
          fullWidth
          error={!!error?.[band]}
          helperText={error?.[band]?.message}
          sx={{ mb: 1.5 }}
        />
      ))}
      {typeof error?.message === 'string' && (
        <Typography variant="caption" color="error">
          {error.message}
        </Typography>
      )}
    </Box>
  );
}
