import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { ClassroomForm } from './ClassroomForm';
import { ResultsButton } from './ResultsButton';

/** Pessimistic, as every edit here: field errors and a stale version are said while the form is on screen. */
export default function ClassroomEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      actions={
        <TopToolbar>
          <ShowButton />
          <ResultsButton />
        </TopToolbar>
      }
    >
      <ClassroomForm />
    </Edit>
  );
}
