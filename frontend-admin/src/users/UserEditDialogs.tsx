import { useState, type ReactNode } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import CakeIcon from '@mui/icons-material/Cake';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  DateInput,
  Form,
  FormDataConsumer,
  ReferenceInput,
  SaveButton,
  SelectInput,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import {
  adminUserWriteSchema,
  birthdateField,
  needsSchool,
  USER_ROLES,
  type AdminUserRecord,
  type AdminUserWrite,
} from '@app/contracts';
import { zodResolver } from '../validation';
import { errorText } from './UserActions';
import { roleChoices } from './UserFields';

type Values = Record<string, unknown>;

/**
 * A user's edit in a small form of its own, behind a toolbar button: the PUT with the version read (a stale page
 * gets the API's 409), the page's record replaced by the answer, a notice either way.
 */
function UserEditDialog({
  label,
  icon,
  testId,
  title,
  done,
  defaultValues,
  resolver,
  toWrite,
  children,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  title: string;
  /** The notice once saved. */
  done: string;
  defaultValues: Values;
  resolver?: ReturnType<typeof zodResolver>;
  /** What the form's values send. */
  toWrite: (values: Values) => Omit<AdminUserWrite, 'version'>;
  children: ReactNode;
}) {
  const record = useRecordContext<AdminUserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminUserRecord>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const submit = async (values: Values) => {
    try {
      await update(
        'users',
        { id: record.id, data: { ...toWrite(values), version: record.version }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(done, { type: 'success' });
      setOpen(false);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} data-testid={testId}>
        <>{icon}</>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form
          onSubmit={(values: Values) => void submit(values)}
          resolver={resolver}
          noValidate
          defaultValues={defaultValues}
        >
          <DialogTitle>{translate(title, { name: record.name })}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton alwaysEnable disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The role (and the school of a school role). */
export function ChangeRoleButton() {
  const record = useRecordContext<AdminUserRecord>();
  if (!record) return null;
  return (
    <UserEditDialog
      label="console.users.change_role"
      icon={<BadgeIcon />}
      testId="user-role"
      title="console.users.change_role_title"
      done="console.users.role_changed"
      defaultValues={{ role: record.role, schoolId: record.schoolId }}
      toWrite={(values) => ({
        role: values.role as AdminUserRecord['role'],
        schoolId: (values.schoolId as string | null | undefined) || null,
      })}
    >
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
    </UserEditDialog>
  );
}

/** The roles whose date of birth decides whether a parent must consent, the only ones the API keeps a date for. */
const STUDENT_ROLES: readonly string[] = ['student', 'campus_student'];
// The API's own rules for what the dialog sends, with the date required: an emptied field is not "no change".
const birthdateResolver = zodResolver(
  adminUserWriteSchema.extend({ birthdate: birthdateField }),
  ({ birthdate }: Values) => ({ birthdate }),
);

/**
 * A student's date of birth, which they cannot change themselves once given (it decides whether a parent must
 * consent); the API writes the change to the audit log.
 */
export function CorrectBirthdateButton() {
  const record = useRecordContext<AdminUserRecord>();
  if (!record || !STUDENT_ROLES.includes(record.role)) return null;
  return (
    <UserEditDialog
      label="console.users.correct_birthdate"
      icon={<CakeIcon />}
      testId="user-birthdate"
      title="console.users.correct_birthdate_title"
      done="console.users.birthdate_changed"
      defaultValues={{ birthdate: record.birthdate }}
      resolver={birthdateResolver}
      toWrite={(values) => ({ birthdate: values.birthdate as string })}
    >
      <DateInput source="birthdate" resource="users" helperText="console.users.correct_birthdate_hint" fullWidth />
    </UserEditDialog>
  );
}
