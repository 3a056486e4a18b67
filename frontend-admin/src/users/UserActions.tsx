import { useState, type ReactElement } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import MailIcon from '@mui/icons-material/MarkEmailUnread';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { AdminUser } from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';

export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';

/** A button that asks first, then does `run` and says how it went. */
function ConfirmedButton(props: {
  label: string;
  icon: ReactElement;
  title: string;
  content: string;
  args: Record<string, unknown>;
  testId: string;
  run: () => Promise<string>;
  color?: 'error' | 'primary';
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      notify(await props.run(), { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={props.label}
        onClick={() => setOpen(true)}
        disabled={pending}
        color={props.color}
        data-testid={props.testId}
      >
        {props.icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={props.title}
        titleTranslateOptions={props.args}
        content={props.content}
        contentTranslateOptions={props.args}
        confirm={props.label}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Disable (every session ends at once) or enable the account. */
export function DisableButton() {
  const record = useRecordContext<AdminUser>();
  const [update] = useUpdate<AdminUser>();
  if (!record) return null;
  const disabling = !record.disabled;
  return (
    <ConfirmedButton
      label={disabling ? 'console.users.disable' : 'console.users.enable'}
      icon={disabling ? <BlockIcon /> : <CheckIcon />}
      color={disabling ? 'error' : 'primary'}
      title={disabling ? 'console.users.disable_title' : 'console.users.enable_title'}
      content={disabling ? 'console.users.disable_content' : 'console.users.enable_content'}
      args={{ name: record.name }}
      testId={disabling ? 'user-disable' : 'user-enable'}
      run={async () => {
        await update(
          'users',
          { id: record.id, data: { disabled: disabling, version: record.version }, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        return disabling ? 'console.users.disabled' : 'console.users.enabled';
      }}
    />
  );
}

/** A new e-mail code (or invitation link), or the password-reset e-mail. */
export function UserMailButton({ kind }: { kind: 'resend-code' | 'password-reset' }) {
  const record = useRecordContext<AdminUser>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  const resend = kind === 'resend-code';
  if (resend && record.confirmed) return null;
  return (
    <ConfirmedButton
      label={resend ? 'console.users.resend_code' : 'console.users.password_reset'}
      icon={resend ? <MailIcon /> : <KeyIcon />}
      title={resend ? 'console.users.resend_code_title' : 'console.users.password_reset_title'}
      content={resend ? 'console.users.resend_code_content' : 'console.users.password_reset_content'}
      args={{ name: record.name, email: record.email }}
      testId={`user-${kind}`}
      run={async () => (await dataProvider.userMail(String(record.id), kind)).message}
    />
  );
}
