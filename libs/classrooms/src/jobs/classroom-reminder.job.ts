import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { formatIndiaTime } from '@app/contracts';
import { escapeHtml, MailService } from '@app/notifications';
import { JobHandler, QueueRegistry, type HandlesJob } from '@app/queue';
import { ClassroomsClock } from '../classrooms-clock.js';
import { ClassroomRemindersRepository, type ReminderDue } from './classroom-reminders.repository.js';

const SCHEDULER_ID = 'classroom-reminders';
/** Every day at 10:00 India time: school hours, not the middle of the night. */
export const CLASSROOM_REMINDER_CRON = { pattern: '0 10 * * *', tz: 'Asia/Kolkata' } as const;
const BATCH = 200;
/** The student app's dashboard, where the classroom's Start is. */
const DASHBOARD_PATH = '/user-student/main/dashboard';

/** The India day of an instant, as the reminders' key holds it (YYYY-MM-DD). */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Reminds the students of open classrooms who have not started them, or not finished their careers: one mail per
 * classroom per student per India day at most, however often the sweep runs or is retried. Each reminder is
 * claimed by its classroom_reminders row (ON CONFLICT DO NOTHING: only the claimer mails), and its mail goes inside
 * that transaction: a failed mail un-claims it for the next run, and the mail's key keeps a retry from sending
 * twice. A student who completes every career, or a classroom that closes, gets no more.
 */
@Injectable()
@JobHandler('ClassroomReminderSweep')
export class ClassroomReminderSweepJob implements HandlesJob<'ClassroomReminderSweep'>, OnApplicationBootstrap {
  private readonly logger = new Logger(ClassroomReminderSweepJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reminders: ClassroomRemindersRepository,
    private readonly mail: MailService,
    private readonly queues: QueueRegistry,
    private readonly clock: ClassroomsClock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The crash test hook ends the worker after any job; a periodic job would end it first, at random.
    if (this.config.testHooks.crashAfterSend) return;
    try {
      await this.queues.get('mail').upsertJobScheduler(SCHEDULER_ID, CLASSROOM_REMINDER_CRON, {
        name: 'ClassroomReminderSweep',
        data: {},
        opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 },
      });
    } catch (error) {
      this.logger.warn(`Could not schedule the classroom reminders: ${(error as Error).message}`);
    }
  }

  async handle(): Promise<void> {
    const now = this.clock.now();
    const day = indiaDay(now);
    // Each reminder sent leaves the next query; one that fails throws, ending the run (the next run takes it).
    for (;;) {
      const due = await this.reminders.due(now, day, BATCH);
      if (due.length === 0) return;
      for (const reminder of due) {
        await this.reminders.transaction(async (tx) => {
          if (!(await this.reminders.claim(tx, reminder.classroomId, reminder.userId, day, now))) return;
          await this.send(reminder, day);
        });
      }
    }
  }

  private async send(r: ReminderDue, day: string): Promise<void> {
    const link = `${this.config.http.publicUrl}${DASHBOARD_PATH}`;
    const what = r.started
      ? `You have started the classroom "${r.classroomName}" but not finished its careers yet.`
      : `Your school has put you in the classroom "${r.classroomName}", and you have not started it yet.`;
    const until = r.closesAt ? ` It closes on ${formatIndiaTime(r.closesAt)}.` : '';
    const lines = [`Hi ${r.firstName},`, '', `${what}${until}`, '', `Open your dashboard to continue: ${link}`];
    await this.mail.send({
      key: `classroom-reminder:${r.classroomId}:${r.userId}:${day}`,
      to: r.email,
      subject: r.started ? `Finish your classroom: ${r.classroomName}` : `Start your classroom: ${r.classroomName}`,
      text: lines.join('\n'),
      html: `<div style="font-family:Arial,sans-serif">${lines
        .filter(Boolean)
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join('')}</div>`,
    });
  }
}
