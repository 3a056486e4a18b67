import { LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  leadDemo,
  type AdminLeadDetail,
  type AdminLeadEvent,
} from '@app/contracts';
import { formatDateTime } from '../common/dates';
import { WhenField } from '../common/fields';
import { LeadStatusField } from './LeadList';
import { LeadActions } from './LeadActions';

/** An assignment names its counsellor when it is the lead's current one (the only name the record carries). */
function assignedTo(event: AdminLeadEvent, lead: AdminLeadDetail): string {
  return event.kind === 'assigned' && event.data?.assigneeId === lead.assigneeId && lead.assigneeName
    ? `to ${lead.assigneeName}`
    : '';
}

function describe(event: AdminLeadEvent, lead: AdminLeadDetail): string {
  const moved = event.toStatus
    ? `${event.fromStatus ? LEAD_STATUS_LABELS[event.fromStatus] : ''} → ${LEAD_STATUS_LABELS[event.toStatus]}`
    : '';
  const link = typeof event.data?.meetingLink === 'string' ? ` at ${event.data.meetingLink}` : '';
  const at = typeof event.data?.scheduledAt === 'string' ? ` for ${formatDateTime(event.data.scheduledAt)}${link}` : '';
  return [[event.kind, assignedTo(event, lead)].filter(Boolean).join(' '), moved, event.text, at]
    .filter(Boolean)
    .join(' · ');
}

/** Requests, assignments, moves, schedules, notes and alerts, oldest first, with who and when. */
function Timeline() {
  const lead = useRecordContext<AdminLeadDetail>();
  // Opened from the list, the page first shows the list's copy of the lead, which has no timeline.
  if (!lead?.timeline) return <LinearProgress sx={{ my: 2 }} />;
  return (
    <List dense data-testid="lead-timeline">
      {lead.timeline.map((event) => (
        <ListItem key={event.id} divider>
          <ListItemText
            primary={describe(event, lead)}
            secondary={`${formatDateTime(event.at)} · ${event.actorName ?? 'system'}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

export default function LeadShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="mobile" />
        <FunctionField label="Source" render={(l: AdminLeadDetail) => LEAD_SOURCE_LABELS[l.source]} />
        <Labeled label="Status">
          <LeadStatusField />
        </Labeled>
        <TextField source="assigneeName" label="Counsellor" emptyText="Unassigned" />
        {/* Kept once the lead converts: the demo is part of how it was won (issue 24). */}
        <FunctionField
          label="Demo"
          render={(l: AdminLeadDetail) => {
            const demo = leadDemo(l);
            return demo ? `${formatDateTime(demo.scheduledAt)} · ${demo.meetingLink}` : '—';
          }}
        />
        <TextField source="lostReason" emptyText="—" />
        <WhenField source="createdAt" label="Came in" />
        <LeadActions />
        <Typography variant="h6">Timeline</Typography>
        <Timeline />
      </SimpleShowLayout>
    </Show>
  );
}
