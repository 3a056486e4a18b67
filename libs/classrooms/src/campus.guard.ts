import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { CLASSROOM_MESSAGES } from '@app/contracts';
import { Auth, type RequestWithPrincipal } from '@app/identity';
import { ClassroomsRepository, type SchoolRow } from './classrooms.repository.js';

/** The campus headers the student app adds to the classroom calls (spec sections 6 and 7). */
export const CAMPUS_HEADERS = {
  userUuid: 'x-user-uuid',
  campusId: 'x-campus-id',
  campusUuid: 'x-campus-uuid',
} as const;

interface CampusRequest extends RequestWithPrincipal {
  campusSchool?: SchoolRow;
}

/** Every value a header was sent with, empty ones left out (a client that cleared them may send ''). */
function values(headers: RequestWithPrincipal['headers'], name: string): string[] {
  const raw = headers[name];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.map((v) => v.trim()).filter((v) => v.length > 0);
}

/**
 * Runs after AuthGuard: the caller must be a campus student of a school (403 campusOnly otherwise), and each campus
 * header that is sent must name the caller's own account: x-user-uuid the user's id, x-campus-id the school's campus
 * id, x-campus-uuid the school's id (403 campusMismatch otherwise). The headers never decide who the caller is (the
 * token does); they only catch a client that is sending another account's campus (a stale store after a switch of
 * accounts). Leaves the school on the request for @CampusSchool().
 */
@Injectable()
export class CampusStudentGuard implements CanActivate {
  constructor(private readonly classrooms: ClassroomsRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CampusRequest>();
    const user = request.principal?.user;
    if (!user) throw new UnauthorizedException();
    if (user.role !== 'campus_student' || !user.schoolId) throw new ForbiddenException(CLASSROOM_MESSAGES.campusOnly);
    const school = await this.classrooms.findSchool(user.schoolId);
    if (!school) throw new ForbiddenException(CLASSROOM_MESSAGES.campusOnly);
    const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    const checks: [string, (v: string) => boolean][] = [
      [CAMPUS_HEADERS.userUuid, (v) => sameId(v, user.id)],
      [CAMPUS_HEADERS.campusId, (v) => v === school.campusId],
      [CAMPUS_HEADERS.campusUuid, (v) => sameId(v, school.id)],
    ];
    for (const [name, matches] of checks) {
      if (!values(request.headers, name).every(matches))
        throw new ForbiddenException(CLASSROOM_MESSAGES.campusMismatch);
    }
    request.campusSchool = school;
    return true;
  }
}

/** A route for campus students only, with the campus headers checked (see CampusStudentGuard). */
export function CampusStudent() {
  return applyDecorators(
    Auth(),
    UseGuards(CampusStudentGuard),
    ApiHeader({
      name: CAMPUS_HEADERS.userUuid,
      required: false,
      description: "Optional; must be the caller's user id",
    }),
    ApiHeader({
      name: CAMPUS_HEADERS.campusId,
      required: false,
      description: "Optional; must be the caller's school's campus id",
    }),
    ApiHeader({
      name: CAMPUS_HEADERS.campusUuid,
      required: false,
      description: "Optional; must be the caller's school's uuid",
    }),
  );
}

/** The caller's school (set by @CampusStudent()). */
export const CampusSchool = createParamDecorator((_: unknown, context: ExecutionContext): SchoolRow => {
  return context.switchToHttp().getRequest<CampusRequest>().campusSchool!;
});
