import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { LEAD_STATUS_LABELS, toIndiaLocal, type AdminLead, type LeadStatus } from '@app/contracts';
import { formatDateTime } from '../common/dates';
import { API_URL, httpClient } from '../dataProvider';
import { moveBody, moveButtons, type MoveExtra } from './leadBody';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** What a move did, in words: "Lead moved to Contacted", or a demo's (new) time. */
function savedMessage(from: LeadStatus, saved: AdminLead): Parameters<ReturnType<typeof useNotify>> {
  if (saved.status === 'DEMO_SCHEDULED') {
    const key = from === 'DEMO_SCHEDULED' ? 'console.leads.rescheduled' : 'console.leads.scheduled';
    return [key, { type: 'success', messageArgs: { time: formatDateTime(saved.scheduledAt) } }];
  }
  return ['console.leads.moved', { type: 'success', messageArgs: { status: LEAD_STATUS_LABELS[saved.status] } }];
}

/** Take (an unassigned lead), each move the lead may make now, the schedule and lost dialogs, and a note. */
export function LeadActions() {
  const lead = useRecordContext<AdminLead>();
  const [update, { isPending }] = useUpdate<AdminLead>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<LeadStatus | null>(null);
  if (!lead) return null;

  const move = (to: LeadStatus, extra?: MoveExtra) =>
    update(
      'leads',
      { id: lead.id, data: moveBody(lead, to, extra), previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          setDialog(null);
          notify(...savedMessage(lead.status, saved));
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );
  const post = async (path: string, body: object) => {
    try {
      await httpClient(`${API_URL}/leads/${lead.id}/${path}`, { method: 'POST', body: JSON.stringify(body) });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {!lead.assigneeId && (
          <Button variant="contained" onClick={() => void post('take', { version: lead.version })}>
            Take lead
          </Button>
        )}
        {moveButtons(lead.status).map(({ to, label }) => (
          <Button
            key={label}
            variant="outlined"
            disabled={isPending}
            onClick={() => (to === 'DEMO_SCHEDULED' || to === 'LOST' ? setDialog(to) : move(to))}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <NoteInput onAdd={(text) => post('notes', { text })} />
      {dialog === 'DEMO_SCHEDULED' && (
        <ScheduleDialog
          lead={lead}
          onCancel={() => setDialog(null)}
          onSave={(extra) => move('DEMO_SCHEDULED', extra)}
        />
      )}
      {dialog === 'LOST' && <LostDialog onCancel={() => setDialog(null)} onSave={(extra) => move('LOST', extra)} />}
    </Stack>
  );
}

function NoteInput({ onAdd }: { onAdd: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  return (
    <Stack direction="row" spacing={1}>
      <TextField size="small" label="Note" value={text} onChange={(e) => setText(e.target.value)} fullWidth multiline />
      <Button disabled={!text.trim()} onClick={() => void onAdd(text).then(() => setText(''))}>
        Add note
      </Button>
    </Stack>
  );
}

/** The demo's date and time in India time (whatever the browser's zone) and its meeting link. */
function ScheduleDialog({
  lead,
  onCancel,
  onSave,
}: {
  lead: AdminLead;
  onCancel: () => void;
  onSave: (extra: MoveExtra) => void;
}) {
  const [scheduledAt, setScheduledAt] = useState(lead.scheduledAt ? toIndiaLocal(lead.scheduledAt) : '');
  const [meetingLink, setMeetingLink] = useState(lead.meetingLink ?? '');
  return (
    <Dialog open onClose={onCancel}>
      <DialogTitle>Schedule the demo</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            type="datetime-local"
            label="Date and time (India time)"
            value={scheduledAt}
            onChange={(e) => setScheduledAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Meeting link" value={meetingLink} onChange={(e) => setMeetingLink(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave({ scheduledAt, meetingLink })}>
          Save schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LostDialog({ onCancel, onSave }: { onCancel: () => void; onSave: (extra: MoveExtra) => void }) {
  const [lostReason, setLostReason] = useState('');
  return (
    <Dialog open onClose={onCancel}>
      <DialogTitle>Why was the lead lost?</DialogTitle>
      <DialogContent>
        <TextField
          label="Reason"
          value={lostReason}
          onChange={(e) => setLostReason(e.target.value)}
          fullWidth
          multiline
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!lostReason.trim()} onClick={() => onSave({ lostReason })}>
          Mark lost
        </Button>
      </DialogActions>
    </Dialog>
  );
}
