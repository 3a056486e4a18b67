import { z } from 'zod';
import {
  changePasswordSchema,
  confirmEmailSchema,
  confirmSignupSchema,
  loginSchema,
  resetPasswordSchema,
  setPasswordSchema,
  studentSignupSchema,
  usernameOnlySchema,
} from '@app/contracts';
import { zodDto } from '@app/common';

export class LoginDto extends zodDto(loginSchema) {}
export class ConfirmSignupDto extends zodDto(confirmSignupSchema) {}
export class UsernameDto extends zodDto(usernameOnlySchema) {}
export class ResetPasswordDto extends zodDto(resetPasswordSchema) {}
export class StudentSignupDto extends zodDto(studentSignupSchema) {}
export class SetPasswordDto extends zodDto(setPasswordSchema) {}
export class ConfirmEmailDto extends zodDto(confirmEmailSchema) {}
export class UserIdQueryDto extends zodDto(z.object({ userId: z.uuid({ error: 'userId must be a user id' }) })) {}
export class GoogleStartQueryDto extends zodDto(z.object({ redirect: z.string().max(500).optional() })) {}
export class ChangePasswordDto extends zodDto(changePasswordSchema) {}
