import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { assertNoControlCharacters } from './validation.js';

/**
 * App-wide guard, ahead of the route guards: a control character in the query string or a path parameter is
 * a 400 INVALID_CHARACTERS before a guard (the userId check, the auth lookup) or anything else reads it.
 * Bodies are checked by the global ZodValidationPipe, for every handler that takes one; the payment webhook
 * reads its raw bytes instead, so a signed Razorpay event is never refused for what a bank wrote in it.
 */
@Injectable()
export class ControlCharactersGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    assertNoControlCharacters(request.params);
    assertNoControlCharacters(request.query);
    return true;
  }
}
