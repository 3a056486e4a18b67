import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { withdrawConsent } from '../../api/consent';
import { useSnackbar } from '../../components/snackbar';
import { serverMessage } from '../cart/messages';
import { ConfirmDialog } from '../family/ConfirmDialog';

/**
 * A parent's withdrawal of consent for a linked child (DPDP: as easy to withdraw as to give). The server keeps
 * the grant and adds the withdrawal as a record of its own; the child is limited again at their next call.
 */
export function WithdrawConsentButton({ childId, name }: { childId: string; name: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawConsent(childId),
    onSuccess: () => {
      setAsking(false);
      enqueueSnackbar(`Consent withdrawn: ${name} can no longer buy careers or take assessments.`, {
        variant: 'success',
      });
    },
    onError: (error) => {
      setAsking(false);
      enqueueSnackbar(serverMessage(error), { variant: 'error' });
    },
  });
  return (
    <>
      <Button size="small" onClick={() => setAsking(true)} aria-label={`Withdraw consent: ${name}`}>
        Withdraw consent
      </Button>
      <ConfirmDialog
        open={asking}
        title="Withdraw consent?"
        text={`${name} will no longer be able to buy careers or take assessments until a parent gives consent again. Their reports stay.`}
        confirm="Withdraw consent"
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
