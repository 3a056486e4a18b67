import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { ERROR_CODES } from '@app/contracts';
import { ACCEPTED_TYPES_TEXT, MAX_BYTES, type MediaKind } from './media-types.js';

/** The refusals of an upload, each with its stable code; the message says what to do about it. */

const MB = 1024 * 1024;

export const tooLarge = (kind: MediaKind) =>
  new PayloadTooLargeException({
    message: `${kind === 'image' ? 'Images' : 'Videos'} can be at most ${MAX_BYTES[kind] / MB} MB`,
    code: ERROR_CODES.PayloadTooLarge,
  });

export const uploadTooLarge = (maxBytes: number) =>
  new PayloadTooLargeException({
    message: `Uploads can be at most ${maxBytes / MB} MB (images 1 MB)`,
    code: ERROR_CODES.PayloadTooLarge,
  });

/** `found`: what the content turned out to be, when it is something known. */
export const unsupportedType = (found?: string) =>
  new UnsupportedMediaTypeException({
    message: `Only ${ACCEPTED_TYPES_TEXT} can be uploaded${found ? `; this file is ${found}` : ''}`,
    code: ERROR_CODES.UnsupportedMediaType,
  });

export const notMultipart = () =>
  new UnsupportedMediaTypeException({
    message: 'Send the file as multipart/form-data, in the field "file"',
    code: ERROR_CODES.UnsupportedMediaType,
  });

export const noFile = () =>
  new BadRequestException({
    message: 'Choose a file to upload: send it as multipart/form-data, in the field "file"',
    code: ERROR_CODES.BadRequest,
  });

export const emptyFile = () => new BadRequestException({ message: 'The file is empty', code: ERROR_CODES.BadRequest });

export const brokenUpload = () =>
  new BadRequestException({
    message: 'The upload broke off before the whole file arrived; nothing was saved. Try again',
    code: ERROR_CODES.BadRequest,
  });

export const malformedSvg = (detail: string) =>
  new BadRequestException({ message: `The SVG cannot be read: ${detail}`, code: ERROR_CODES.BadRequest });
