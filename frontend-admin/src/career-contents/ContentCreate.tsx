import { AutocompleteInput, Create, ReferenceInput } from 'react-admin';
import { contentBody, contentDefaults } from './contentBody';
import { ContentForm } from './ContentForm';
import { ContentCreateToolbar, STICKY_TOOLBAR_PAGE } from './ContentToolbar';

/**
 * A first draft for a career that has none, starting from the five standard sections. A career's edit page
 * opens this with the career chosen (`?source={"careerId":...}`); the API refuses a career that has one already.
 */
export default function ContentCreate() {
  return (
    <Create transform={contentBody} redirect="edit" sx={STICKY_TOOLBAR_PAGE}>
      <ContentForm
        defaultValues={contentDefaults()}
        toolbar={<ContentCreateToolbar />}
        head={
          <ReferenceInput source="careerId" reference="careers" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" label="console.contents.fields.career" sx={{ minWidth: 360 }} />
          </ReferenceInput>
        }
      />
    </Create>
  );
}
