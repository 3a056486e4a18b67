import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { MediaAdminController } from './admin/media.admin.controller.js';
import { MediaFilesController } from './media-files.controller.js';
import { MediaFilesService, UPLOADS_PATH } from './media-files.service.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';
import { LocalDiskMediaStorage } from './storage/local-disk.storage.js';
import { MediaStorage } from './storage/media-storage.js';
import { SvgSanitizer } from './svg-sanitizer.js';

/** API side: staff uploads (/api/admin/media) and the public files (/uploads). The worker has no use for them. */
@Module({
  controllers: [MediaAdminController, MediaFilesController],
  providers: [
    MediaRepository,
    MediaService,
    MediaFilesService,
    SvgSanitizer,
    {
      provide: MediaStorage,
      inject: [APP_CONFIG],
      // Checked at boot: a directory that cannot be written stops the API with the reason, not the first upload.
      useFactory: async (config: AppConfig) => {
        const storage = new LocalDiskMediaStorage(config.paths.mediaStorageDir, UPLOADS_PATH);
        await storage.prepare();
        return storage;
      },
    },
  ],
  exports: [MediaStorage],
})
export class MediaModule {}
