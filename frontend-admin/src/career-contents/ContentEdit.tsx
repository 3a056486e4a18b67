import { Edit, ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AdminCareerContent } from '@app/contracts';
import { contentBody } from './contentBody';
import { ContentForm } from './ContentForm';
import { ContentState } from './ContentState';
import { ContentEditToolbar, STICKY_TOOLBAR_PAGE } from './ContentToolbar';

function ContentTitle() {
  const record = useRecordContext<AdminCareerContent>();
  const translate = useTranslate();
  return <span>{translate('console.contents.title', { name: record?.careerName ?? '' })}</span>;
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
      sx={STICKY_TOOLBAR_PAGE}
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
