import { Module } from '@nestjs/common';
import { CareerRepository } from './career.repository.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueReadModel } from './catalogue-read-model.js';
import { CatalogueService } from './catalogue.service.js';

@Module({
  controllers: [CatalogueController],
  providers: [CareerRepository, CatalogueReadModel, CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
