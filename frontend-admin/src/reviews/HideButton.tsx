import type { MouseEvent } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, CanAccess, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { AdminReview } from '@app/contracts';

/**
 * Hides a review from the public page, or shows it again: a PUT of the record as read with `hidden` flipped (its
 * version included, so a review someone else changed meanwhile is a 409, not overwritten).
 */
export function HideButton() {
  const record = useRecordContext<AdminReview>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminReview>();
  if (!record) return null;
  const hide = !record.hidden;
  const toggle = (event: MouseEvent) => {
    // The row would open the edit page too.
    event.stopPropagation();
    void update(
      'reviews',
      { id: record.id, data: { ...record, hidden: hide }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(hide ? 'console.reviews.hidden' : 'console.reviews.shown'),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };
  return (
    <CanAccess resource="reviews" action="edit">
      <Button
        label={hide ? 'console.reviews.hide' : 'console.reviews.show'}
        onClick={toggle}
        disabled={isPending}
        data-testid={`review-${hide ? 'hide' : 'show'}`}
      >
        {hide ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </Button>
    </CanAccess>
  );
}
