import { Injectable } from '@nestjs/common';
import {
  BAND_LABELS,
  sectionRemark,
  type CareerSummaryResponse,
  type ChoiceContent,
  type DashboardCareer,
  type DashboardResponse,
  type ReportAnswer,
  type SubjectsResponse,
  type SummaryRow,
  type TextContent,
} from '@app/contracts';
import { EnrolmentService, isFinished } from '@app/enrolment';
import { notEnrolled, reportNotReady } from '../assessment.errors.js';
import { ReportRepository } from './report.repository.js';

/**
 * The reports of scored assessments: one career's (the report screen, and the report PDF built on it), the
 * student's Summary table, subjects and dashboard.
 */
@Injectable()
export class AssessmentReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly enrolments: EnrolmentService,
  ) {}

  /** GET /career/{careerId}/user/{userId}/summary. 404 when not enrolled, and until the result is scored. */
  async summary(userId: string, careerId: string): Promise<CareerSummaryResponse> {
    const row = await this.enrolments.findActiveIn(userId, careerId);
    if (!row) throw notEnrolled();
    if (row.status !== 'COMPLETED') throw reportNotReady();
    const result = await this.reports.result(row.id);
    if (!result) throw reportNotReady();
    const answers = (await this.reports.unscoredAnswers(row.id)).map((a): ReportAnswer => {
      if (a.type === 3) {
        const content = a.content as ChoiceContent;
        return {
          sectionName: a.sectionName,
          question: content.question,
          answer: a.choice === null ? null : (content.options?.[a.choice] ?? null),
        };
      }
      return { sectionName: a.sectionName, question: (a.content as TextContent).question, answer: a.answer };
    });
    return {
      user_map_career: {
        _id: { $oid: row.id },
        status: row.status,
        total: result.total,
        max: result.max,
        percent: result.percent,
        band: result.band,
        remark: BAND_LABELS[result.band],
        completedAt: (row.completedAt ?? result.scoredAt).toISOString(),
      },
      career: {
        _id: { $oid: row.career.id },
        name: row.career.name,
        logo: row.career.logo,
        logo_bg: row.career.logoBg,
      },
      career_contents: {
        sections: result.sections.map((s) => ({ ...s, remark: sectionRemark(s.name, s.band, BAND_LABELS) })),
      },
      subjects_aligned: result.subjectsAligned,
      answers,
    };
  }

  /** GET /student/{userId}/summary: the scored careers, newest first. */
  async summaries(userId: string): Promise<SummaryRow[]> {
    return (await this.reports.scored(userId)).map((r) => ({
      careerId: r.careerId,
      userMapCareerId: r.userCareerId,
      career_name: r.careerName,
      total: r.total,
      max: r.max,
      percent: r.percent,
      band: r.band,
      remark: BAND_LABELS[r.band],
      subjects_aligned: r.subjectsAligned,
    }));
  }

  /** GET /student/{userId}/subjects: each subject aligned to the scored careers, with how many. */
  async subjects(userId: string): Promise<SubjectsResponse> {
    const counts = await this.reports.subjectCounts(userId);
    return { subjectsAligned: Object.fromEntries(counts.map((c) => [c.subject, c.n])) };
  }

  /**
   * GET /student/dashboard: `enrolled` are the tests to take or under way, `completed` the finished ones
   * (scored or being scored), `published` the Summary table. Abandoned careers are in none.
   */
  async dashboard(userId: string): Promise<DashboardResponse> {
    const [rows, published] = await Promise.all([this.enrolments.activeEnrolments(userId), this.summaries(userId)]);
    // Progress is shown for the tests under way only.
    const underWay = rows.filter((r) => r.status === 'IN_PROGRESS' && !r.finishedAt);
    const [done, totals] = await Promise.all([
      this.reports.answeredCounts(underWay.map((r) => r.id)),
      this.reports.stepTotals([...new Set(underWay.map((r) => r.careerId))]),
    ]);
    const card = (r: (typeof rows)[number]): DashboardCareer => ({
      _id: { $oid: r.id },
      careerId: { $oid: r.careerId },
      master: { name: r.career.name, logo: r.career.logo, logo_bg: r.career.logoBg },
      status: r.status,
      progress: underWay.includes(r) ? { done: done.get(r.id) ?? 0, total: totals.get(r.careerId) ?? 0 } : null,
    });
    return {
      enrolled: rows.filter((r) => !isFinished(r)).map(card),
      completed: rows.filter((r) => isFinished(r)).map(card),
      published,
    };
  }
}
