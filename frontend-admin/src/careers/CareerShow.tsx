import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  CanAccess,
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminCareer, CareerProperty } from '@app/contracts';
import { LogoField, PublishedField, RupeesField, WhenField } from '../common/fields';
import { CloneAsDraftButton } from './CloneAsDraftButton';

function CareerShowActions() {
  return (
    <TopToolbar>
      <EditButton />
      <CanAccess action="create">
        <CloneAsDraftButton />
      </CanAccess>
    </TopToolbar>
  );
}

function Properties() {
  const record = useRecordContext<AdminCareer>();
  const properties: CareerProperty[] = record?.properties ?? [];
  return (
    <Box>
      {properties.map((p, i) => (
        <Box key={i} sx={{ mb: 1.5 }}>
          {p.header && <Typography variant="subtitle2">{p.header}</Typography>}
          {p.type === 'title_body' ? (
            <Typography variant="body2">{p.body}</Typography>
          ) : (
            <Box component={p.list_type === 'numeric' ? 'ol' : 'ul'} sx={{ my: 0, pl: 3 }}>
              {p.content.map((item, j) => (
                <li key={j}>
                  <Typography variant="body2">{item}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The read-only page: what counsellors and school admins open from the list. */
export default function CareerShow() {
  return (
    <Show actions={<CareerShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="fieldName" />
        <PublishedField source="published" label="resources.careers.fields.published" />
        <TextField source="headerDescription" />
        <LogoField source="logo" bgSource="logoBg" label="resources.careers.fields.logo" />
        <RupeesField source="strikePrice" />
        <RupeesField source="sellingPrice" />
        <BooleanField source="trial" />
        <BooleanField source="hasPublishedContent" />
        <Properties />
        <NumberField source="displayOrder" />
        <WhenField source="updatedAt" />
      </SimpleShowLayout>
    </Show>
  );
}
