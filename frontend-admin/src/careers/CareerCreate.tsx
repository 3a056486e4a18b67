import { Create } from 'react-admin';
import { careerBody, CAREER_DEFAULTS } from './careerBody';
import { CareerForm } from './CareerForm';

/** A new career, or a clone: react-admin's Clone opens this page with the record, less its id, filled in. */
export default function CareerCreate() {
  return (
    <Create transform={careerBody} redirect="edit">
      <CareerForm defaultValues={CAREER_DEFAULTS} />
    </Create>
  );
}
