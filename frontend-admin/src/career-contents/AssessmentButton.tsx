import QuizIcon from '@mui/icons-material/Quiz';
import { Button, CanAccess, LinkBase, useCanAccess, useGetMany, useRecordContext } from 'react-admin';

/**
 * On a career's page: its assessment in the editor, or a new one for it when it has none (the create page with
 * the career chosen). The career's record says only whether a version is published, so the drafts are asked.
 */
export function AssessmentButton() {
  const record = useRecordContext<{ id: string }>();
  const { canAccess } = useCanAccess({ resource: 'career-contents', action: 'edit' });
  const { data, isPending } = useGetMany(
    'career-contents',
    { ids: record ? [record.id] : [] },
    { enabled: !!record && !!canAccess },
  );
  if (!record || isPending) return null;
  const exists = !!data?.length;
  const to = exists
    ? `/career-contents/${encodeURIComponent(record.id)}`
    : `/career-contents/create?source=${encodeURIComponent(JSON.stringify({ careerId: record.id }))}`;
  return (
    <CanAccess resource="career-contents" action={exists ? 'edit' : 'create'}>
      {/* react-admin's Button only passes `to` on: without a link component it is a button that goes nowhere. */}
      <Button
        component={LinkBase}
        to={to}
        label={exists ? 'console.contents.open' : 'console.contents.create_for'}
        data-testid="career-assessment"
      >
        <QuizIcon />
      </Button>
    </CanAccess>
  );
}
