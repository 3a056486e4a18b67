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
import { notEnrolled, reportNotReady } from '../assessment.errors.js';
import { ReportRepository } from './report.repository.js';

/**
 * The reports of scored assessments: one career's (the report screen, and the report PDF built on it), the
 * student's Summary table, subjects and dashboard.
 */
@Injectable()
export class AssessmentReportService {
  constructor(private readonly reports: ReportRepository) {}

  /** GET /career/{careerId}/user/{userId}/summary. 404 when not enrolled, and until the result is scored. */
  async summary(userId: string, careerId: string): Promise<CareerSummaryResponse> {
    const row = await this.reports.enrolmentWithResult(userId, careerId);
    if (!row || row.status === 'ABANDONED') throw notEnrolled();
    const result = row.result;
    if (!result || row.status !== 'COMPLETED') throw reportNotReady();
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
    const [rows, published] = await Promise.all([this.reports.enrolments(userId), this.summaries(userId)]);
    const card = (r: (typeof rows)[number]): DashboardCareer => ({
      _id: { $oid: r.id },
      careerId: { $oid: r.careerId },
      master: { name: r.name, logo: r.logo, logo_bg: r.logoBg },
      status: r.status,
      progress: r.status === 'IN_PROGRESS' && !r.finishedAt ? { done: r.done, total: r.total } : null,
    });
    const finished = (r: (typeof rows)[number]) => r.status === 'COMPLETED' || r.finishedAt !== null;
    return {
      enrolled: rows.filter((r) => !finished(r)).map(card),
      completed: rows.filter(finished).map(card),
      published,
    };
  }
}
