import { createEvent } from 'ics';
import { formatIndiaTime } from '@app/contracts';

/** How long a demo is booked for in the calendar. */
export const DEMO_MINUTES = 45;

export interface DemoInvite {
  leadId: string;
  /** The schedule's number: calendars replace an event of the same UID with a higher SEQUENCE. */
  sequence: number;
  start: Date;
  meetingLink: string;
  attendee: { name: string; email: string };
  organizerEmail: string;
  cancelled?: boolean;
}

/**
 * The demo as an iCalendar invite (made by the `ics` library). One UID per lead, so a reschedule moves the event in
 * the parent's calendar and a cancel removes it, instead of adding another.
 */
export function demoInviteIcs(invite: DemoInvite): string {
  const { error, value } = createEvent({
    uid: `demo-${invite.leadId}@dishacareers.in`,
    sequence: invite.sequence,
    method: invite.cancelled ? 'CANCEL' : 'REQUEST',
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: invite.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: DEMO_MINUTES },
    title: 'Disha Careers: your free demo',
    description: `Your free Disha Careers demo, ${formatIndiaTime(invite.start)}. Join at ${invite.meetingLink}`,
    location: invite.meetingLink,
    url: invite.meetingLink,
    organizer: { name: 'Disha Careers', email: invite.organizerEmail },
    attendees: [{ name: invite.attendee.name, email: invite.attendee.email, rsvp: true, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be made');
  return value;
}

/** The bare address of a `Name <address>` sender. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
