import { Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import type { AdminCareerContent } from '@app/contracts';
import { contentBody } from './contentBody';
import { ContentForm } from './ContentForm';
import { ContentState } from './ContentState';
import { ContentEditToolbar } from './ContentToolbar';

function ContentTitle() {
  const record = useRecordContext<AdminCareerContent>();
  return <span>{record ? `Assessment: ${record.careerName}` : 'Assessment'}</span>;
}

/**
 * Pessimistic: the PUT is sent at once and the page waits for it, so a 400's field errors land beside the
 * fields (sections and steps included) and a stale version (409, "Changed by someone else; reload") is said while
 * the edit is still on screen. The page stays open after a save: publishing comes next.
 */
export default function ContentEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      transform={contentBody}
      redirect={false}
      title={<ContentTitle />}
      // A card clips what overflows it, and so would hold the toolbar's sticky position to itself.
      sx={{ '& .RaEdit-card': { overflow: 'visible' } }}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <ContentForm head={<ContentState />} toolbar={<ContentEditToolbar />} />
    </Edit>
  );
}
