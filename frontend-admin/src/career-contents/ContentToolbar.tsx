import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/Publish';
import {
  Button,
  CanAccess,
  Confirm,
  HttpError,
  SaveButton,
  Toolbar,
  useDataProvider,
  useFormIsDirty,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { previewPath, type AdminCareerContent } from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';

/** The first field message of a refused publish (a draft written outside the console may break a rule). */
function publishError(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return error instanceof Error ? error.message : undefined;
  const errors = (error.body as { errors?: Record<string, string> } | null)?.errors;
  const [first] = Object.entries(errors ?? {});
  return first ? `${first[1]} (${first[0]})` : error.message;
}

/**
 * Opens the student player on the saved draft in a tab of its own (frontend-student's preview page, at the
 * contracts' `previewPath`): nothing is recorded there, and it switches between boys' and girls' clips itself.
 */
export function PreviewButton({ disabled }: { disabled?: boolean }) {
  const record = useRecordContext<AdminCareerContent>();
  if (!record) return null;
  return (
    <CanAccess action="preview">
      <Button
        label="console.contents.preview"
        component="a"
        href={previewPath(record.careerId)}
        target="_blank"
        rel="noopener"
        disabled={disabled}
        data-testid="content-preview"
      >
        <PreviewIcon />
      </Button>
    </CanAccess>
  );
}

/**
 * Publishes the saved draft as the career's next version, after a confirmation: students who start from then
 * on take it, tests under way keep theirs. Disabled when the draft is what is published.
 */
export function PublishButton({ disabled }: { disabled?: boolean }) {
  const record = useRecordContext<AdminCareerContent>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const next = (record.publishedVersion ?? 0) + 1;

  const publish = async () => {
    setPending(true);
    try {
      const published = await dataProvider.publishCareerContent(record.careerId);
      notify('console.contents.published', {
        type: 'success',
        messageArgs: { number: published.publishedVersion ?? next },
      });
      // The record (its published number and state) and the list behind it.
      refresh();
    } catch (error) {
      notify(publishError(error) ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <CanAccess action="publish">
      <Button
        label="console.contents.publish"
        variant="contained"
        onClick={() => setOpen(true)}
        disabled={disabled || pending || !record.unpublishedChanges}
        data-testid="content-publish"
      >
        <PublishIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="console.contents.publish_title"
        titleTranslateOptions={{ name: record.careerName }}
        content="console.contents.publish_content"
        contentTranslateOptions={{ number: next }}
        confirm="console.contents.publish"
        onConfirm={() => void publish()}
        onClose={() => setOpen(false)}
      />
    </CanAccess>
  );
}

/** At the window's foot: a test is a long page, and Save should not be a scroll away. */
const STICKY = {
  gap: 1,
  flexWrap: 'wrap',
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  borderTop: 1,
  borderColor: 'divider',
} as const;

/**
 * A page holding the form lets its toolbar stick: a card clips what overflows it, and so would hold the sticky
 * position to itself.
 */
export const STICKY_TOOLBAR_PAGE = { '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible' } } as const;

export function ContentCreateToolbar() {
  return (
    <Toolbar sx={STICKY}>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * The edit page's toolbar: Save, then Preview and Publish, which act on the saved draft. While the form holds
 * changes not yet saved they wait, and say why, rather than show or publish something else than what is on screen.
 */
export function ContentEditToolbar() {
  const dirty = useFormIsDirty();
  const translate = useTranslate();
  return (
    <Toolbar sx={STICKY}>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      {dirty && (
        <Typography variant="body2" color="text.secondary" data-testid="content-save-first">
          {translate('console.contents.save_first')}
        </Typography>
      )}
      <PreviewButton disabled={dirty} />
      <PublishButton disabled={dirty} />
    </Toolbar>
  );
}
