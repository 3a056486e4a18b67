import { Module } from '@nestjs/common';
import { CareerRepository } from './career.repository.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueReadModel } from './catalogue-read-model.js';
import { CatalogueService } from './catalogue.service.js';
import { CareersAdminController } from './admin/careers.admin.controller.js';
import { CareersAdminRepository } from './admin/careers.admin.repository.js';
import { CareersAdminService } from './admin/careers.admin.service.js';
import { CoursesAdminController } from './admin/courses.admin.controller.js';
import { CoursesAdminRepository } from './admin/courses.admin.repository.js';
import { CoursesAdminService } from './admin/courses.admin.service.js';
import { FieldsAdminController } from './admin/fields.admin.controller.js';
import { FieldsAdminRepository } from './admin/fields.admin.repository.js';
import { FieldsAdminService } from './admin/fields.admin.service.js';
import { ReviewsAdminController } from './admin/reviews.admin.controller.js';
import { ReviewsAdminRepository } from './admin/reviews.admin.repository.js';
import { ReviewsAdminService } from './admin/reviews.admin.service.js';

/** The public catalogue, and the console's catalogue resources (careers, fields, the course, its reviews). */
@Module({
  controllers: [
    CatalogueController,
    CareersAdminController,
    FieldsAdminController,
    CoursesAdminController,
    ReviewsAdminController,
  ],
  providers: [
    CareerRepository,
    CatalogueReadModel,
    CatalogueService,
    CareersAdminRepository,
    CareersAdminService,
    FieldsAdminRepository,
    FieldsAdminService,
    CoursesAdminRepository,
    CoursesAdminService,
    ReviewsAdminRepository,
    ReviewsAdminService,
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
