import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCareerContent, AdminCareerContentListItem } from '@app/contracts';
import { WhenField } from '../common/fields';

type State = Pick<AdminCareerContent, 'publishedVersion' | 'unpublishedChanges'>;

/** "Version 3" or "Never published", for the record's `publishedVersion`. */
export function PublishedVersionField(_: { source?: string; label?: string }) {
  const record = useRecordContext<State>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span data-testid="published-version">
      {record.publishedVersion === null
        ? translate('console.contents.never_published')
        : translate('console.contents.version_n', { number: record.publishedVersion })}
    </span>
  );
}

/** Whether publishing now would change what students get. */
export function ChangesField(_: { source?: string; label?: string }) {
  const record = useRecordContext<State>();
  const translate = useTranslate();
  if (!record) return null;
  return record.unpublishedChanges ? (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('console.contents.changes')}
      data-testid="content-changes"
    />
  ) : (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate('console.contents.up_to_date')}
      data-testid="content-changes"
    />
  );
}

/**
 * The draft's state above the editor: which version students start on now, since when, and whether the draft
 * differs from it. It is the saved record's; edits not yet saved are not in it.
 */
export function ContentState() {
  const record = useRecordContext<AdminCareerContent | AdminCareerContentListItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }} data-testid="content-state">
      <Typography variant="h6" component="p">
        {record.careerName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.contents.published_label')} <PublishedVersionField />
        {record.publishedAt && (
          <>
            {' · '}
            <WhenField source="publishedAt" />
          </>
        )}
      </Typography>
      <ChangesField />
    </Box>
  );
}
