import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  CLASSROOM_MESSAGES,
  CLASSROOM_WINDOW_MESSAGES,
  ERROR_CODES,
  type ClassroomAssignment,
  type ClassroomsResponse,
} from '@app/contracts';
import type { DbExecutor } from '@app/db';
import { EnrolmentService } from '@app/enrolment';
import { lockUser } from '@app/identity';
import { ClassroomsRepository, type AssignmentRow } from './classrooms.repository.js';

export interface StartClassroomResponse {
  status: 1;
  message: string;
  data: ClassroomAssignment;
}

/** A campus student's classrooms (spec: Classroom, ENROLLED -> IN_PROGRESS via Start). */
@Injectable()
export class ClassroomsService {
  constructor(
    private readonly classrooms: ClassroomsRepository,
    private readonly enrolments: EnrolmentService,
  ) {}

  async list(userId: string, schoolId: string): Promise<ClassroomsResponse> {
    return { status: 1, data: await this.withCareers(await this.classrooms.listForUser(userId, schoolId)) };
  }

  /**
   * Starts one of the caller's classrooms, named by its id (or by the assignment's `_id`), and enrols its careers, in
   * one transaction under the user's row lock (two starts at once cannot both pass the one-in-progress rule).
   * Starting the classroom already in progress changes nothing (its careers are enrolled again: those the user
   * has stay as they are, and a career the school added since is picked up).
   */
  async start(userId: string, schoolId: string, id: string): Promise<StartClassroomResponse> {
    const data = await this.classrooms.transaction(async (tx) => {
      await lockUser(tx, userId);
      const assignment = await this.classrooms.findForUpdate(tx, userId, schoolId, id);
      if (!assignment) throw new ForbiddenException(CLASSROOM_MESSAGES.notYours);
      // Outside its dates a classroom is not started (nor started again): 409 with the date it opens or closed on.
      if (!assignment.open) throw outsideDates(assignment);
      if (assignment.status === 'ENROLLED') {
        if (await this.classrooms.otherInProgress(tx, userId, assignment.id))
          throw new ConflictException(CLASSROOM_MESSAGES.alreadyInProgress);
        await this.classrooms.markStarted(tx, assignment.id);
      }
      await this.enrolments.enrolForClassroom(
        tx,
        userId,
        await this.classrooms.careerIdsOf(tx, assignment.classroomId),
      );
      const [started] = await this.withCareers([{ ...assignment, status: 'IN_PROGRESS' }], tx);
      return started;
    });
    return { status: 1, message: CLASSROOM_MESSAGES.started, data };
  }

  private async withCareers(rows: AssignmentRow[], tx?: DbExecutor): Promise<ClassroomAssignment[]> {
    const careers = await this.classrooms.careersOf([...new Set(rows.map((r) => r.classroomId))], tx);
    return rows.map((r) => ({
      _id: r.id,
      class: r.class,
      classroom: { _id: r.classroomId, classroom: r.name },
      status: r.status,
      careers: careers.get(r.classroomId) ?? [],
      opensAt: r.opensAt?.toISOString() ?? null,
      closesAt: r.closesAt?.toISOString() ?? null,
      open: r.open,
    }));
  }
}

function outsideDates(assignment: AssignmentRow): ConflictException {
  if (assignment.opensAt && assignment.opensAt.getTime() > Date.now())
    return new ConflictException({
      message: CLASSROOM_WINDOW_MESSAGES.notOpen(assignment.opensAt),
      code: ERROR_CODES.ClassroomNotOpen,
    });
  return new ConflictException({
    message: CLASSROOM_WINDOW_MESSAGES.closed(assignment.closesAt ?? new Date()),
    code: ERROR_CODES.ClassroomClosed,
  });
}
