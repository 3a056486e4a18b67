import { useState, type ReactElement } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import MailIcon from '@mui/icons-material/MarkEmailUnread';
import BadgeIcon from '@mui/icons-material/Badge';
import CakeIcon from '@mui/icons-material/Cake';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  Confirm,
  DateInput,
  Form,
  FormDataConsumer,
  ReferenceInput,
  SaveButton,
  SelectInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import {
  adminUserWriteSchema,
  birthdateField,
  needsSchool,
  USER_ROLES,
  type AdminUser,
  type AdminUserRecord,
} from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';
import { zodResolver } from '../validation';
import { roleChoices } from './UserFields';

const errorText = (error: unknown) =>
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

/** The role (and the school of a school role), in a small form of its own. */
export function ChangeRoleButton() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminUser>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await update(
        'users',
        {
          id: record.id,
          data: {
            role: values.role as AdminUser['role'],
            schoolId: (values.schoolId as string | null | undefined) || null,
            version: record.version,
          },
          previousData: record,
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('console.users.role_changed', { type: 'success' });
      setOpen(false);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button label="console.users.change_role" onClick={() => setOpen(true)} data-testid="user-role">
        <BadgeIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form
          onSubmit={(values: Record<string, unknown>) => void submit(values)}
          defaultValues={{ role: record.role, schoolId: record.schoolId }}
        >
          <DialogTitle>{translate('console.users.change_role_title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <SelectInput source="role" resource="users" choices={roleChoices(USER_ROLES)} fullWidth />
            <FormDataConsumer>
              {({ formData }) =>
                needsSchool(String(formData.role ?? '')) ? (
                  <ReferenceInput source="schoolId" reference="schools" sort={{ field: 'name', order: 'ASC' }}>
                    <AutocompleteInput optionText="name" resource="users" fullWidth />
                  </ReferenceInput>
                ) : null
              }
            </FormDataConsumer>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton alwaysEnable disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The roles whose date of birth decides whether a parent must consent, the only ones the API keeps a date for. */
const STUDENT_ROLES: readonly string[] = ['student', 'campus_student'];
// The API's own rules for what the dialog sends, with the date required: an emptied field is not "no change".
const birthdateResolver = zodResolver(
  adminUserWriteSchema.extend({ birthdate: birthdateField }),
  ({ birthdate }: Record<string, unknown>) => ({ birthdate }),
);

/**
 * A student's date of birth, which they cannot change themselves once given (it decides whether a parent must
 * consent), corrected in a small form of its own; the API writes the change to the audit log.
 */
export function CorrectBirthdateButton() {
  const record = useRecordContext<AdminUserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminUserRecord>();
  const [open, setOpen] = useState(false);
  if (!record || !STUDENT_ROLES.includes(record.role)) return null;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await update(
        'users',
        {
          id: record.id,
          data: { birthdate: values.birthdate as string, version: record.version },
          previousData: record,
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('console.users.birthdate_changed', { type: 'success' });
      setOpen(false);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button label="console.users.correct_birthdate" onClick={() => setOpen(true)} data-testid="user-birthdate">
        <CakeIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form
          onSubmit={(values: Record<string, unknown>) => void submit(values)}
          resolver={birthdateResolver}
          noValidate
          defaultValues={{ birthdate: record.birthdate }}
        >
          <DialogTitle>{translate('console.users.correct_birthdate_title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <DateInput
              source="birthdate"
              resource="users"
              helperText="console.users.correct_birthdate_hint"
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton alwaysEnable disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
