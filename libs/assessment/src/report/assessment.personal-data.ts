import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '@app/config';
import {
  assessmentResults,
  assessmentSteps,
  careers,
  userCareers,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';
import { AssessmentReportService } from './assessment-report.service.js';
import { renderReportPdf, reportFilename } from './report-pdf.js';

/** TEXT answers (subsection type 4): the only answers in the student's own words. */
const TEXT_ANSWER = 4;

/** Answers, scored results and the report PDFs of a student's assessments (issue 14). */
@Injectable()
export class AssessmentPersonalData implements PersonalDataSource {
  readonly name = 'assessments';

  constructor(
    private readonly reports: AssessmentReportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async export(db: Database, subject: DataSubject): Promise<PersonalDataPart> {
    const mine = db.select({ id: userCareers.id }).from(userCareers).where(eq(userCareers.userId, subject.userId));
    const [answers, results] = await Promise.all([
      db
        .select({
          career: careers.name,
          userCareerId: assessmentSteps.userCareerId,
          step: assessmentSteps.ordinal,
          type: assessmentSteps.type,
          rating: assessmentSteps.rating,
          choice: assessmentSteps.choice,
          answer: assessmentSteps.answer,
          timedOut: assessmentSteps.timedOut,
          submittedAt: assessmentSteps.submittedAt,
        })
        .from(assessmentSteps)
        .innerJoin(userCareers, eq(userCareers.id, assessmentSteps.userCareerId))
        .innerJoin(careers, eq(careers.id, userCareers.careerId))
        .where(inArray(assessmentSteps.userCareerId, mine))
        .orderBy(asc(assessmentSteps.userCareerId), asc(assessmentSteps.ordinal)),
      db
        .select({ career: careers.name, careerId: careers.id, result: assessmentResults })
        .from(assessmentResults)
        .innerJoin(userCareers, eq(userCareers.id, assessmentResults.userCareerId))
        .innerJoin(careers, eq(careers.id, userCareers.careerId))
        .where(inArray(assessmentResults.userCareerId, mine)),
    ]);
    const name = `${subject.firstName} ${subject.lastName}`.trim();
    const files = [];
    for (const { careerId } of results) {
      // The report as the student downloads it; an attempt left since (abandoned) has none.
      const summary = await this.reports.summary(subject.userId, careerId).catch(() => undefined);
      if (!summary) continue;
      const pdf = await renderReportPdf(summary, { name }, { supportPhone: this.config.supportPhone.display });
      files.push({ path: `reports/${reportFilename(summary.career.name)}`, bytes: pdf });
    }
    return {
      json: { answers, results: results.map(({ career, result }) => ({ career, ...result })) },
      files,
    };
  }

  /**
   * Text answers are the student's own words: they go. Ratings and choices are numbers on the test's scale, and the
   * scored results stay without the person, so a school's statistics keep them.
   */
  async erase(tx: Transaction, { userId }: DataSubject): Promise<void> {
    const mine = tx.select({ id: userCareers.id }).from(userCareers).where(eq(userCareers.userId, userId));
    await tx
      .update(assessmentSteps)
      .set({ answer: null })
      .where(and(inArray(assessmentSteps.userCareerId, mine), eq(assessmentSteps.type, TEXT_ANSWER)));
  }
}
