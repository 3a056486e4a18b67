import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiZodResponse } from '@app/common';
import { signupResponseSchema, type SignupResponse } from '@app/contracts';
import { ClientIp } from './guards/client-ip.decorator.js';
import { StudentSignupDto } from './identity.dto.js';
import { SignupService } from './services/signup.service.js';

/** The spec's POST /student/signup: the student form's payload (plus the password). */
@ApiTags('auth')
@Controller('student')
export class StudentSignupController {
  constructor(private readonly signups: SignupService) {}

  @Post('signup')
  @ApiOperation({ summary: "Sign up a student (the spec's call); same as POST /auth/signup with userType student" })
  @ApiZodResponse(201, signupResponseSchema, 'Signed up; a confirmation code is e-mailed')
  @ApiErrorResponses({ 409: 'Username or e-mail taken', 429: 'Too many sign-ups from this network' })
  signup(@Body() body: StudentSignupDto, @ClientIp() ip: string): Promise<SignupResponse> {
    return this.signups.signup({ ...body, userType: 'student' }, ip);
  }
}
