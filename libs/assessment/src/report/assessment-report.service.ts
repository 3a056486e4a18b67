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
import { EnrolmentService, isFinished, type Enrolment } from '@app/enrolment';
import { notEnrolled, reportNotReady } from '../assessment.errors.js';
import type { LoadedContent } from '../content-plan.js';
import { ContentVersionsService } from '../content-versions.service.js';
import { ReportRepository } from './report.repository.js';

/**
 * The reports of scored assessments: one career's (the report screen, and the report PDF built on it), the
 * student's Summary table, subjects and dashboard.
 */
@Injectable()
export class AssessmentReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly versions: ContentVersionsService,
    private readonly enrolments: EnrolmentService,
  ) {}

  /**
   * The version an attempt was taken on; for one never pinned (handed in before versions existed), the one
   * published now; undefined when the career has none.
   */
  private async attemptContent(enrolment: Enrolment): Promise<LoadedContent | undefined> {
    const versionId = enrolment.contentVersionId ?? (await this.versions.published(enrolment.careerId));
    return versionId ? this.versions.load(versionId) : undefined;
  }

  /** How many steps each attempt's own version has (from the cache: mostly no query at all). */
  private async stepTotals(attempts: Enrolment[]): Promise<Map<string, number>> {
    const totals = await Promise.all(
      attempts.map(async (a) => [a.id, (await this.attemptContent(a))?.plan.length ?? 0] as const),
    );
    return new Map(totals);
  }

  /** GET /career/{careerId}/user/{userId}/summary. 404 when not enrolled, and until the result is scored. */
  async summary(userId: string, careerId: string): Promise<CareerSummaryResponse> {
    const row = await this.enrolments.findActiveIn(userId, careerId);
    if (!row) throw notEnrolled();
    if (row.status !== 'COMPLETED') throw reportNotReady();
    const result = await this.reports.result(row.id);
    if (!result) throw reportNotReady();
    const [content, given] = await Promise.all([this.attemptContent(row), this.reports.unscoredSteps(row.id)]);
    const bySubsection = new Map(given.map((g) => [g.subsectionId, g]));
    // In test order, with the questions as the attempt's version asked them.
    const answers = (content?.sections ?? []).flatMap((section) =>
      section.subsections.flatMap((sub): ReportAnswer[] => {
        const step = bySubsection.get(sub.id);
        if (!step || (sub.type !== 3 && sub.type !== 4)) return [];
        if (sub.type === 3) {
          const question = sub.content as ChoiceContent;
          const answer = step.choice === null ? null : (question.options?.[step.choice] ?? null);
          return [{ sectionName: section.name, question: question.question, answer }];
        }
        return [{ sectionName: section.name, question: (sub.content as TextContent).question, answer: step.answer }];
      }),
    );
    // The version's own remark for the band, else the standard copy for the section's name.
    const remarks = new Map(content?.sections.map((s) => [s.id, s.remarks]));
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
        sections: result.sections.map((s) => ({
          ...s,
          remark: remarks.get(s.sectionId)?.[s.band] ?? sectionRemark(s.name, s.band, BAND_LABELS),
        })),
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
      this.stepTotals(underWay),
    ]);
    const card = (r: (typeof rows)[number]): DashboardCareer => ({
      _id: { $oid: r.id },
      careerId: { $oid: r.careerId },
      master: { name: r.career.name, logo: r.career.logo, logo_bg: r.career.logoBg },
      status: r.status,
      progress: underWay.includes(r) ? { done: done.get(r.id) ?? 0, total: totals.get(r.id) ?? 0 } : null,
    });
    return {
      enrolled: rows.filter((r) => !isFinished(r)).map(card),
      completed: rows.filter((r) => isFinished(r)).map(card),
      published,
    };
  }
}
