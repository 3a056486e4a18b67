import { randomBytes } from 'node:crypto';

export interface MultipartOptions {
  /** The form field; the API reads only `file`. */
  field?: string;
  filename?: string;
  /** The part's declared type, which the API never believes. */
  contentType?: string;
}

/** The pieces of a one-file multipart/form-data body, for callers that stream the file between them. */
export function multipartFraming(options: MultipartOptions = {}) {
  const boundary = `----disha${randomBytes(12).toString('hex')}`;
  const { field = 'file', filename = 'upload.bin', contentType = 'application/octet-stream' } = options;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

/** A whole one-file multipart/form-data body and its Content-Type header. */
export function multipartBody(file: Buffer, options: MultipartOptions = {}) {
  const framing = multipartFraming(options);
  return {
    headers: { 'content-type': framing.contentType },
    payload: Buffer.concat([framing.head, file, framing.tail]),
  };
}
