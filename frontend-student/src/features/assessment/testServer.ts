import {
  ASSESSMENT_MESSAGES,
  ERROR_CODES,
  type AssessmentProgress,
  type CareerContentResponse,
  type EnrolmentStatus,
  type LeaveOutcome,
  type Section,
  type StepSubmission,
} from '@app/contracts';
import { authUser } from '../../test/authFixtures';
import { jsonResponse } from '../../test/utils';

/** Test-only: an in-memory assessment API for stubFetch (the contracts' shapes and rules, simplified). */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const IDS = {
  userMapCareer: uuid(900),
  career: uuid(901),
  sectionA: uuid(1),
  sectionB: uuid(2),
  video1: uuid(11),
  video2: uuid(12),
  rating: uuid(13),
  choice: uuid(21),
  text: uuid(22),
} as const;

export const BASE = `/user-student/career/${IDS.userMapCareer}/${IDS.career}`;

/** Two videos and a rating question, then a choice and a text question. */
export function sampleSections(timer = 30): Section[] {
  return [
    {
      _id: { $oid: IDS.sectionA },
      name: 'Career Task',
      subsections: [
        {
          _id: { $oid: IDS.video1 },
          type: 1,
          content: { video: { male: '/media/v1-male.webm', female: '/media/v1-female.webm' }, title: 'A day at work' },
          meta: { gender: { male: true, female: true } },
        },
        {
          _id: { $oid: IDS.video2 },
          type: 1,
          content: { video: { all: '/media/v2.webm' }, title: 'The tools' },
          meta: { gender: { all: true } },
        },
        { _id: { $oid: IDS.rating }, type: 2, content: { question: 'I enjoy fixing things', timer }, meta: {} },
      ],
    },
    {
      _id: { $oid: IDS.sectionB },
      name: 'Career Day',
      subsections: [
        {
          _id: { $oid: IDS.choice },
          type: 3,
          content: { question: 'Which shift suits you?', options: ['Morning', 'Evening', 'Night'], timer },
          meta: {},
        },
        { _id: { $oid: IDS.text }, type: 4, content: { question: 'Why this career?', timer }, meta: {} },
      ],
    },
  ];
}

interface Options {
  sections?: Section[];
  /** Subsection ids already accepted. */
  answered?: string[];
  status?: EnrolmentStatus;
  /** The deadline the server gives the question due (ISO). */
  deadline?: string | null;
  /** What leaving does: a bought career ('buy_again', the default) or a classroom's ('retake'). */
  onLeave?: LeaveOutcome;
}

export function assessmentServer({
  sections = sampleSections(),
  answered = [],
  status,
  deadline = null,
  onLeave = 'buy_again',
}: Options = {}) {
  const order = sections.flatMap((section) =>
    section.subsections.map((sub) => ({ sectionId: section._id.$oid, subsectionId: sub._id.$oid, type: sub.type })),
  );
  const state = {
    answered: [...answered],
    submissions: [] as StepSubmission[],
    status: status ?? ((answered.length ? 'IN_PROGRESS' : 'ENROLLED') as EnrolmentStatus),
    /** When set, submits fail as the network does (offline) or with this status. */
    failSubmits: null as null | 'network' | number,
    /** The next submit answers this (status, message, code) once. */
    refuseNext: null as null | { status: number; message: string; code?: string },
    /** Steps the server finds too early (STEP_TOO_EARLY) while they are in the set. */
    tooEarly: new Set<string>(),
    /** The next finish answers this (status, message, code) once. */
    refuseFinish: null as null | { status: number; message: string; code?: string },
    /** The next abandon answers this (status, message, code) once. */
    refuseAbandon: null as null | { status: number; message: string; code?: string },
    finishes: 0,
    abandons: 0,
    contentLoads: 0,
    deadline,
  };

  const progress = (): AssessmentProgress => {
    const next = order.find((step) => !state.answered.includes(step.subsectionId)) ?? null;
    return {
      answered: [...state.answered],
      next,
      deadline: next && next.type !== 1 ? state.deadline : null,
      total: order.length,
      done: state.answered.length,
    };
  };

  const content = (): CareerContentResponse => ({
    careerId: IDS.career,
    userMapCareerId: IDS.userMapCareer,
    name: 'Automobile Engineer',
    instructions: {
      heading: 'Read before you start',
      instructions_type: 'numeric',
      content: ['Watch each video till the end.', 'Answer each question before its timer ends.'],
    },
    subjects_aligned: ['Physics'],
    sections,
    status: state.status,
    progress: progress(),
    onLeave,
  });

  const userPath = `/api/career/${IDS.career}/user/u-1`;

  const handler = (url: URL, init: RequestInit | undefined): Response => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/auth/me') return jsonResponse(authUser());
    if (path === '/api/platform/cart') return jsonResponse([]);
    if (path === '/api/career/content') {
      state.contentLoads += 1;
      if (url.searchParams.get('userMapCareerId') !== IDS.userMapCareer) {
        return refusal(404, ASSESSMENT_MESSAGES.notEnrolled, ERROR_CODES.NotEnrolled);
      }
      return jsonResponse(content());
    }
    if (path === `${userPath}/submit` && method === 'POST') {
      if (state.failSubmits === 'network') throw new TypeError('Failed to fetch');
      if (typeof state.failSubmits === 'number') return jsonResponse({ message: 'Unavailable' }, state.failSubmits);
      const body = JSON.parse(String(init?.body)) as StepSubmission;
      state.submissions.push(body);
      if (state.refuseNext) {
        const { status: statusCode, message, code } = state.refuseNext;
        state.refuseNext = null;
        return refusal(statusCode, message, code);
      }
      if (state.answered.includes(body.subSectionId))
        return jsonResponse({ status: 'duplicate', progress: progress() });
      if (progress().next?.subsectionId !== body.subSectionId) {
        return refusal(409, ASSESSMENT_MESSAGES.outOfOrder, ERROR_CODES.StepOutOfOrder);
      }
      if (state.tooEarly.has(body.subSectionId)) {
        const message = body.type === 1 ? ASSESSMENT_MESSAGES.videoTooEarly : ASSESSMENT_MESSAGES.timerRunning;
        return refusal(409, message, ERROR_CODES.StepTooEarly);
      }
      state.answered.push(body.subSectionId);
      state.status = 'IN_PROGRESS';
      return jsonResponse({ status: 'accepted', progress: progress() }, 201);
    }
    if (path === `${userPath}/submit` && method === 'PUT') {
      state.finishes += 1;
      if (state.refuseFinish) {
        const { status: statusCode, message, code } = state.refuseFinish;
        state.refuseFinish = null;
        return refusal(statusCode, message, code);
      }
      const left = order.length - state.answered.length;
      if (left) return refusal(409, ASSESSMENT_MESSAGES.unanswered(left), ERROR_CODES.StepsUnanswered);
      state.status = 'COMPLETED';
      return jsonResponse({ status: 'finished', message: ASSESSMENT_MESSAGES.finished });
    }
    if (path === `${userPath}/abandon` && method === 'POST') {
      state.abandons += 1;
      if (state.refuseAbandon) {
        const { status: statusCode, message, code } = state.refuseAbandon;
        state.refuseAbandon = null;
        return refusal(statusCode, message, code);
      }
      state.status = 'ABANDONED';
      return jsonResponse({ status: 'ABANDONED' });
    }
    return jsonResponse({});
  };

  return { state, handler, content };
}

/** An API error as the server sends it: the status, a stable code (generic by status unless named) and the message. */
function refusal(statusCode: number, message: string, code?: string): Response {
  return jsonResponse(
    { statusCode, code: code ?? (statusCode === 409 ? ERROR_CODES.Conflict : ERROR_CODES.BadRequest), message },
    statusCode,
  );
}

export const stepUrl = (sectionId: string, subsectionId: string, type: number) =>
  `${BASE}/section/${sectionId}/${subsectionId}/cn-${type}`;

/** The preview's enrolment id: nobody's (the nil UUID). */
const NIL = '00000000-0000-0000-0000-000000000000';

/** The draft as GET /api/admin/career-contents/:id/preview answers it: nobody's attempt, nothing answered. */
export function previewDraft(sections = sampleSections()): CareerContentResponse {
  const total = sections.reduce((n, section) => n + section.subsections.length, 0);
  const first = sections[0]!.subsections[0]!;
  return {
    careerId: IDS.career,
    userMapCareerId: NIL,
    name: 'Automobile Engineer',
    instructions: { heading: 'Read before you start', instructions_type: 'numeric', content: ['Watch each video.'] },
    subjects_aligned: ['Physics'],
    sections,
    status: 'ENROLLED',
    progress: {
      answered: [],
      next: { sectionId: sections[0]!._id.$oid, subsectionId: first._id.$oid, type: first.type },
      deadline: null,
      total,
      done: 0,
    },
    onLeave: 'buy_again',
  };
}
