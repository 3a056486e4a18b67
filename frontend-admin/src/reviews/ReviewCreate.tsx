import { Create } from 'react-admin';
import { ReviewForm } from './ReviewForm';

export default function ReviewCreate() {
  return (
    <Create redirect="list">
      <ReviewForm defaultValues={{ hidden: false, sortOrder: 0, rating: 5 }} />
    </Create>
  );
}
