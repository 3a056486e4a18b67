import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAssessment } from './context';
import { useFocusOnMount } from './hooks';

/**
 * career/{id}/{careerId}: the instructions. A ticked checkbox enables Start Career, whose 'Confirm to Start' dialog
 * leads to the first step. A test under way offers Resume instead, straight to the step due.
 */
export function InstructionsStep() {
  const { content, start } = useAssessment();
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);

  const { instructions, progress } = content;
  const underWay = progress.done > 0;
  const numeric = instructions.instructions_type === 'numeric';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} data-testid="instructions-step">
      <Typography
        variant="h1"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2, outline: 'none' }}
        data-testid="instructions-heading"
      >
        {instructions.heading}
      </Typography>
      <Box
        component={numeric ? 'ol' : 'ul'}
        data-testid="instructions-list"
        data-list-type={instructions.instructions_type}
        sx={{ pl: 3, mt: 0, mb: 3, '& li': { mb: 1, lineHeight: 1.6 } }}
      >
        {instructions.content.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </Box>

      {underWay ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }} data-testid="resume-note">
            {progress.next
              ? `You have answered ${progress.done} of ${progress.total} steps. Resume where you left off.`
              : 'You have answered every step. Submit the test to get your report.'}
          </Alert>
          <Button variant="contained" size="large" onClick={start} data-testid="resume-career">
            {progress.next ? 'Resume' : 'Submit test'}
          </Button>
        </>
      ) : (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'instructions-checkbox' } as object }}
              />
            }
            label="I have read the instructions and I am ready to start"
            sx={{ display: 'flex', mb: 2, mr: 0 }}
          />
          <Button
            variant="contained"
            size="large"
            disabled={!agreed}
            onClick={() => setConfirming(true)}
            data-testid="start-career"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Start Career
          </Button>
        </>
      )}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="confirm-start-title"
        aria-describedby="confirm-start-text"
        data-testid="confirm-dialog"
      >
        <DialogTitle id="confirm-start-title">Confirm to Start</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-start-text">
            The test starts now. Its questions are timed, and going back during the test ends it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} data-testid="confirm-cancel">
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              start();
            }}
            autoFocus
            data-testid="confirm-start"
          >
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
