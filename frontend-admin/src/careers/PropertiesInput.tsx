import { ArrayInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { LinesInput } from '../common/inputs';

const TYPES = [
  { id: 'list', name: 'List' },
  { id: 'title_body', name: 'Title and text' },
];
const LIST_TYPES = [
  { id: 'bullets', name: 'Bullets' },
  { id: 'numeric', name: 'Numbered' },
];

/**
 * The career page's properties, in order (careerPropertySchema): a list ("What will you explore", bullets or
 * numbered, an optional heading, one item per line) or a title with its paragraph.
 */
export function PropertiesInput() {
  return (
    // The form's own heading names the section; the array's label would say it twice.
    <ArrayInput source="properties" label={false} helperText="console.careers.properties_hint">
      <SimpleFormIterator fullWidth>
        <SelectInput source="type" label="Kind" choices={TYPES} defaultValue="list" />
        <FormDataConsumer<{ type?: string }>>
          {({ scopedFormData }) =>
            scopedFormData?.type === 'title_body' ? (
              <>
                <TextInput source="header" label="Title" fullWidth />
                <TextInput source="body" label="Text" multiline minRows={3} fullWidth />
              </>
            ) : (
              <>
                <SelectInput source="list_type" label="List style" choices={LIST_TYPES} defaultValue="bullets" />
                <TextInput source="header" label="Heading (optional)" fullWidth />
                <LinesInput source="content" label="Items" helperText="console.careers.one_per_line" fullWidth />
              </>
            )
          }
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
