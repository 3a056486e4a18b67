import { useState } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Chip } from '@mui/material';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminMail } from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';

const COLOURS = { queued: 'info', sent: 'success', failed: 'error' } as const;

/** queued, sent or failed, coloured. */
export function MailStatusField(_: { label?: string }) {
  const record = useRecordContext<AdminMail>();
  if (!record) return null;
  return <Chip size="small" color={COLOURS[record.status]} label={record.status} data-testid="mail-status" />;
}

/** Sends a failed e-mail again, after a confirmation; shown only for a failed one. */
export function ResendMailButton() {
  const record = useRecordContext<AdminMail>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.status !== 'failed') return null;
  const resend = async () => {
    setPending(true);
    try {
      await dataProvider.resendMail(String(record.id));
      notify('console.mails.resent', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label="console.mails.resend"
        onClick={(event) => {
          // In a list row: resend, do not open the row.
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={pending}
        data-testid="mail-resend"
      >
        <ReplayIcon />
      </Button>
      {/* The dialog is a portal, but React bubbles its clicks to the list row, which would open the mail. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Confirm
          isOpen={open}
          loading={pending}
          title="console.mails.resend_title"
          content="console.mails.resend_content"
          contentTranslateOptions={{ to: record.to }}
          confirm="console.mails.resend"
          onConfirm={() => void resend()}
          onClose={() => setOpen(false)}
        />
      </span>
    </>
  );
}
