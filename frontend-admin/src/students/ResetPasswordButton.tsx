import { useState } from 'react';
import KeyIcon from '@mui/icons-material/Key';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import MuiButton from '@mui/material/Button';
import { Button, Confirm, useNotify, useRecordContext } from 'react-admin';
import type { AdminStudent, StudentPasswordReset } from '@app/contracts';
import { dataProvider } from '../dataProvider';
import { CredentialsPdfButton } from './CredentialsPdfButton';

/**
 * A new one-time password for a student who lost theirs: asked first, then shown once (it is stored only as a
 * hash); the student's sessions end and their next sign-in asks for a password of their own.
 */
export function ResetPasswordButton() {
  const record = useRecordContext<AdminStudent>();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<StudentPasswordReset | null>(null);
  if (!record) return null;
  const run = async () => {
    setAsking(false);
    try {
      setAnswer(await dataProvider.resetStudentPassword(record.id));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <>
      <Button label="New one-time password" onClick={() => setAsking(true)}>
        <KeyIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title={`A new one-time password for ${record.name}?`}
        content="Their current password stops working and they are signed out everywhere."
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
      <Dialog open={answer !== null} onClose={() => setAnswer(null)} aria-labelledby="otp-title">
        <DialogTitle id="otp-title">One-time password for {record.name}</DialogTitle>
        <DialogContent>
          <Typography>Username: {answer?.username}</Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>Password: {answer?.password}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            It is shown only now (and mailed to the student if they have an e-mail). The student chooses their own
            password at the next sign-in.
          </Typography>
        </DialogContent>
        <DialogActions>
          {answer && <CredentialsPdfButton students={[{ userId: record.id, password: answer.password }]} />}
          <MuiButton onClick={() => setAnswer(null)}>Done</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
