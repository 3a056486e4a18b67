/**
 * Stable, machine-readable error codes. Every API error carries one in `code` beside its human `message`, so the
 * frontends branch on the code and the message stays free to change (the spec's texts are kept as they are).
 *
 * The generic codes follow the HTTP status; a specific code names a case a client acts on. Add new codes here,
 * once, and throw them with `new XxxException({ message, code: ERROR_CODES.Something })`.
 */
export const ERROR_CODES = {
  // Generic, one per status (the filter adds them when a thrower names none).
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Internal: 'INTERNAL_ERROR',
  BadGateway: 'BAD_GATEWAY',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  // Request shape.
  InvalidJson: 'INVALID_JSON',
  MalformedUrl: 'MALFORMED_URL',
  // Identity. (Kept as the identity provider's name the spec's login flow branches on.)
  UserNotConfirmed: 'UserNotConfirmedException',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.BadRequest,
  401: ERROR_CODES.Unauthorized,
  403: ERROR_CODES.Forbidden,
  404: ERROR_CODES.NotFound,
  405: ERROR_CODES.MethodNotAllowed,
  409: ERROR_CODES.Conflict,
  413: ERROR_CODES.PayloadTooLarge,
  415: ERROR_CODES.UnsupportedMediaType,
  429: ERROR_CODES.TooManyRequests,
  500: ERROR_CODES.Internal,
  502: ERROR_CODES.BadGateway,
  503: ERROR_CODES.ServiceUnavailable,
};

/** The generic code of an HTTP status, for errors whose thrower named none. */
export function errorCodeForStatus(status: number): string {
  return BY_STATUS[status] ?? (status >= 500 ? ERROR_CODES.Internal : ERROR_CODES.BadRequest);
}
