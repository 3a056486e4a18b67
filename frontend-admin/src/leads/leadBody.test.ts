import { describe, expect, it } from 'vitest';
import { moveBody, moveButtons } from './leadBody';

describe('lead moves in the console', () => {
  const lead = { id: '00000000-0000-4000-8000-000000000001', version: 3 };

  it('sends the version read, the status and only what the move needs', () => {
    expect(moveBody(lead, 'CONTACTED', { lostReason: 'x', meetingLink: 'https://m' })).toEqual({
      id: lead.id,
      version: 3,
      status: 'CONTACTED',
    });
    expect(moveBody(lead, 'LOST', { lostReason: 'Too costly' })).toMatchObject({
      status: 'LOST',
      lostReason: 'Too costly',
    });
    expect(moveBody(lead, 'DEMO_SCHEDULED', { scheduledAt: '2031-01-15T16:30', meetingLink: 'https://m' })).toEqual({
      id: lead.id,
      version: 3,
      status: 'DEMO_SCHEDULED',
      scheduledAt: '2031-01-15T16:30',
      meetingLink: 'https://m',
    });
  });

  it('offers exactly the moves the state machine allows, naming reschedule and cancel', () => {
    expect(moveButtons('NEW').map((b) => b.label)).toEqual(['Mark contacted', 'Lost']);
    expect(moveButtons('DEMO_SCHEDULED').map((b) => b.label)).toEqual([
      'Reschedule demo',
      'Cancel demo',
      'Converted',
      'Lost',
    ]);
    expect(moveButtons('CONVERTED')).toEqual([]);
  });
});
