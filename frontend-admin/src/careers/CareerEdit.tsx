import { CanAccess, Edit, ShowButton, TopToolbar } from 'react-admin';
import { AssessmentButton } from '../career-contents/AssessmentButton';
import { careerBody } from './careerBody';
import { CloneAsDraftButton } from './CloneAsDraftButton';
import { CareerForm } from './CareerForm';

function CareerEditActions() {
  return (
    <TopToolbar>
      <ShowButton />
      <AssessmentButton />
      <CanAccess action="create">
        <CloneAsDraftButton />
      </CanAccess>
    </TopToolbar>
  );
}

/**
 * Pessimistic: the PUT is sent at once and the page waits for it, so a 400's field errors land beside the fields
 * and a stale version (409, "Changed by someone else; reload") is said while the edit is still on screen.
 */
export default function CareerEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={careerBody} actions={<CareerEditActions />}>
      <CareerForm />
    </Edit>
  );
}
