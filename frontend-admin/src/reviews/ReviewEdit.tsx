import { Edit } from 'react-admin';
import { ReviewForm } from './ReviewForm';

export default function ReviewEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ReviewForm />
    </Edit>
  );
}
