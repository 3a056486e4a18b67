import { Inject } from '@nestjs/common';
import { AdminResourceService, type ListSpec } from '@app/admin-kit';
import { CatalogueReadModel } from '../catalogue-read-model.js';

/**
 * A console resource of the public catalogue: once a write commits, this process reloads its snapshot at once
 * (the others within a second, through catalogue_version).
 */
export abstract class CatalogueAdminService<
  Row extends { version: number },
  Rec,
  Spec extends ListSpec,
> extends AdminResourceService<Row, Rec, Spec> {
  @Inject(CatalogueReadModel) private readonly readModel!: CatalogueReadModel;

  protected override afterCommit(): void {
    this.readModel.refreshSoon();
  }
}
