import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';

export default function FieldShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <NumberField source="sortOrder" />
        <NumberField source="careerCount" />
      </SimpleShowLayout>
    </Show>
  );
}
