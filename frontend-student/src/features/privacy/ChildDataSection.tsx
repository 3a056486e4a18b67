import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ParentChild } from '@app/contracts';
import { useParentChildren } from '../family/viewedChild';
import { CHILD_DATA } from './messages';
import { AccessPart, ErasurePart, Section, type AccessWords, type ErasureWords } from './YourDataSection';

function Part({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

/** A linked child's data rights, as their parent has them: who among staff looked, and deleting the account. */
export function ChildDataSection({ userKey, child }: { userKey: string; child: ParentChild }) {
  const name = child.firstName;
  const access: AccessWords = {
    heading: CHILD_DATA.accessHeading(name),
    none: CHILD_DATA.accessNone(name),
    what: CHILD_DATA.accessWhat(name),
  };
  const erasure: ErasureWords = {
    start: CHILD_DATA.erasureHeading(name),
    confirmTitle: CHILD_DATA.erasureConfirmTitle(name),
    intro: CHILD_DATA.erasureIntro(name),
    confirm: CHILD_DATA.erasureConfirm(name),
    keep: CHILD_DATA.erasureKeep,
    pending: (on) => CHILD_DATA.erasurePending(name, on),
    cancelled: CHILD_DATA.erasureCancelled(name),
  };
  return (
    <Section title={CHILD_DATA.heading(name)} testId={`your-data-child-${child.userId}`}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Part title={access.heading} intro={CHILD_DATA.accessIntro(name)}>
          <AccessPart userKey={userKey} childId={child.userId} words={access} />
        </Part>
        <Part title={erasure.start} intro={erasure.intro}>
          <ErasurePart userKey={userKey} childId={child.userId} words={erasure} />
        </Part>
      </Box>
    </Section>
  );
}

/** For a signed-in parent, a section per linked child; for anyone else nothing, and no call for children. */
export function ChildrenDataSections() {
  const { parentId, query: children } = useParentChildren();
  if (!parentId) return null;
  if (children.isError)
    return (
      <Alert
        severity="error"
        data-testid="your-data-children-failed"
        action={
          <Button color="inherit" size="small" onClick={() => void children.refetch()}>
            {CHILD_DATA.childrenRetry}
          </Button>
        }
      >
        {CHILD_DATA.childrenFailed}
      </Alert>
    );
  if (!children.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={CHILD_DATA.childrenLoading} />
      </Box>
    );
  // As the family pages take it: an answer that is not a list is no children, not a broken page.
  const list = Array.isArray(children.data) ? children.data : [];
  return list.map((child) => <ChildDataSection key={child.userId} userKey={parentId} child={child} />);
}
