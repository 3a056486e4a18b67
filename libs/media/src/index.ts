export { MediaModule } from './media.module.js';
export { MediaStorage, type ByteRange, type StoredObject, type StoredObjectInfo } from './storage/media-storage.js';
export { MEDIA_ROUTES_OUTSIDE_API_PREFIX } from './media-files.controller.js';
export { UPLOADS_PATH } from './media-files.service.js';
export { MULTIPART_LIMITS } from './upload-part.js';
export { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, MAX_UPLOAD_BYTES } from './media-types.js';
