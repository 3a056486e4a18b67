import { AutocompleteInput, Create, ReferenceInput } from 'react-admin';
import { contentBody, contentDefaults } from './contentBody';
import { ContentForm } from './ContentForm';

/**
 * A first draft for a career that has none, starting from the five standard sections. A career's edit page
 * opens this with the career chosen (`?source={"careerId":...}`); the API refuses a career that has one already.
 */
export default function ContentCreate() {
  return (
    <Create transform={contentBody} redirect="edit">
      <ContentForm
        defaultValues={contentDefaults()}
        head={
          <ReferenceInput source="careerId" reference="careers" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" label="console.contents.fields.career" sx={{ minWidth: 360 }} />
          </ReferenceInput>
        }
      />
    </Create>
  );
}
