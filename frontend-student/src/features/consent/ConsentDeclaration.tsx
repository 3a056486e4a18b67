import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { CONSENT_MESSAGES } from '@app/contracts';
import { ConsentNotice } from './ConsentNotice';

/**
 * What a parent states to give consent for a child: the notice, their own date of birth (only an adult may consent)
 * and that they are the child's parent or guardian and have read the notice. One piece for the mailed link's page
 * and the checkout's consent step, so the two never say different things. `testIdPrefix` keeps each place's ids.
 */
export function ConsentDeclaration({
  childFirstName,
  birthdate,
  onBirthdate,
  fieldError,
  read,
  onRead,
  testIdPrefix,
}: {
  childFirstName: string;
  birthdate: string;
  onBirthdate: (value: string) => void;
  fieldError: string | null;
  read: boolean;
  onRead: (value: boolean) => void;
  testIdPrefix: 'consent' | 'child-consent';
}) {
  return (
    <>
      <ConsentNotice />
      <TextField
        label="Your date of birth"
        type="date"
        value={birthdate}
        onChange={(e) => onBirthdate(e.target.value)}
        error={fieldError !== null}
        helperText={fieldError ?? CONSENT_MESSAGES.notAdult}
        sx={{ mt: 3, mb: 1 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testIdPrefix}-birthdate` } }}
      />
      <FormControlLabel
        sx={{ display: 'flex', mb: 1 }}
        control={
          <Checkbox
            checked={read}
            onChange={(e) => onRead(e.target.checked)}
            slotProps={{ input: { 'data-testid': `${testIdPrefix}-read` } as object }}
          />
        }
        label={`I am ${childFirstName}'s parent or lawful guardian, and I have read the notice above.`}
      />
    </>
  );
}
