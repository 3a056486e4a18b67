import { ConflictException, NotFoundException } from '@nestjs/common';
import { ASSESSMENT_MESSAGES, ERROR_CODES } from '@app/contracts';

/**
 * The refusals more than one call of the player or the report makes, each with its stable code (the frontends
 * branch on the code; the message is the spec's text).
 */
export const notEnrolled = () =>
  new NotFoundException({ message: ASSESSMENT_MESSAGES.notEnrolled, code: ERROR_CODES.NotEnrolled });
export const noContent = () =>
  new NotFoundException({ message: ASSESSMENT_MESSAGES.noContent, code: ERROR_CODES.NoAssessment });
export const completed = () =>
  new ConflictException({ message: ASSESSMENT_MESSAGES.completed, code: ERROR_CODES.AssessmentCompleted });
export const abandoned = () =>
  new ConflictException({ message: ASSESSMENT_MESSAGES.abandoned, code: ERROR_CODES.AssessmentAbandoned });
export const reportNotReady = () =>
  new NotFoundException({ message: ASSESSMENT_MESSAGES.reportNotReady, code: ERROR_CODES.ReportNotReady });
