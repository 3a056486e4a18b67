import { NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { WhenField } from '../common/fields';
import { MailStatusField, ResendMailButton } from './MailFields';

export default function MailShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ResendMailButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="to" />
        <TextField source="subject" />
        <MailStatusField label="resources.mails.fields.status" />
        <NumberField source="attempts" />
        <TextField source="lastError" emptyText="-" />
        <TextField source="job" emptyText="-" />
        <WhenField source="createdAt" />
        <WhenField source="updatedAt" />
        <WhenField source="sentAt" emptyText="-" />
      </SimpleShowLayout>
    </Show>
  );
}
