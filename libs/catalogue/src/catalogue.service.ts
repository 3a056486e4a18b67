import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  Career,
  CareerAggregateResponse,
  CareerHomeResponse,
  CareerListQuery,
  CareerListResponse,
  CareerSearchResponse,
  CertificationCourseResponse,
  FieldRef,
  Review,
} from '@app/contracts';
import { CareerRepository } from './career.repository.js';
import { CatalogueReadModel } from './catalogue-read-model.js';
import { toPublicCareer } from './public-career.js';
import { fold } from './search/fold.js';

const SEARCH_LIMIT = 10;
const rupees = (paise: number) => paise / 100;

/** The public catalogue: careers and fields come from the in-memory snapshot, the rest from the database. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly careers: CareerRepository,
  ) {}

  async fields(): Promise<FieldRef[]> {
    return [...(await this.readModel.current()).fields];
  }

  async list({ pageNum, num, field, query }: CareerListQuery): Promise<CareerListResponse> {
    let snapshot = await this.readModel.current();
    if (field && !snapshot.hasField(field)) {
      // Unknown, or created since the snapshot was taken (within the last second): the database says which.
      if (!(await this.careers.findField(field))) throw new NotFoundException('Field not found');
      snapshot = await this.readModel.refresh();
    }
    if (query !== undefined) {
      // The results page of a search (issue 24): the same shape, the search's matches in its order.
      const matches = snapshot.matches(query, field);
      return [{ careers: matches.slice(pageNum * num, pageNum * num + num), totalCount: matches.length }];
    }
    return [{ careers: snapshot.page(pageNum * num, num, field), totalCount: snapshot.count(field) }];
  }

  async search(query: string): Promise<CareerSearchResponse> {
    const snapshot = await this.readModel.current();
    // Fields are matched as careers' names are: folded alike, so "B.Sc." and "bsc" meet the same way.
    const needle = fold(query);
    const fields = needle
      ? snapshot.fields
          .filter((f) => fold(f.name).includes(needle))
          .sort((a, b) => Number(fold(b.name).startsWith(needle)) - Number(fold(a.name).startsWith(needle)))
      : [];
    return { careers: snapshot.search(query, SEARCH_LIMIT), fields };
  }

  async home(count: number): Promise<CareerHomeResponse> {
    const snapshot = await this.readModel.current();
    return { fields: [...snapshot.fields], careers: snapshot.page(0, count) };
  }

  async aggregate(): Promise<CareerAggregateResponse> {
    return (await this.readModel.current()).aggregate();
  }

  async career(id: string): Promise<Career> {
    const found = (await this.readModel.current()).career(id);
    if (found) return found;
    const row = await this.careers.findPublished(id);
    if (!row) throw new NotFoundException('Career not found');
    // Published since the snapshot was taken (within the last second): answered from the database.
    return toPublicCareer(row);
  }

  async reviews(): Promise<Review[]> {
    return this.careers.listReviews();
  }

  async certificationCourse(id: string): Promise<CertificationCourseResponse> {
    const course = await this.careers.findCourse(id);
    if (!course) throw new NotFoundException('Course not found');
    return {
      status: 1,
      data: [
        {
          id: course.id,
          title: course.title,
          strike_price: rupees(course.strikePricePaise),
          early_bird_price: rupees(course.earlyBirdPricePaise),
          regular_price: rupees(course.regularPricePaise),
          start_date: course.startsOn,
          modules: course.modules,
        },
      ],
    };
  }
}
