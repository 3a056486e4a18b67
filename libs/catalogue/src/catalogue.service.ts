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
import { CareerRepository, type CareerRow } from './career.repository.js';

const SEARCH_LIMIT = 10;
const rupees = (paise: number) => paise / 100;

/** The public JSON of a career (spec section 3): `_id`s, and prices in rupees. */
export function toPublicCareer(row: CareerRow): Career {
  return {
    _id: row.id,
    name: row.name,
    field: { _id: row.fieldId, name: row.fieldName },
    public: {
      header_description: row.headerDescription,
      logo: row.logo,
      logo_bg: row.logoBg,
      selling_price: rupees(row.sellingPricePaise),
      strike_price: rupees(row.strikePricePaise),
      trial: row.trial ? 'true' : 'false',
      properties: row.properties,
    },
  };
}

@Injectable()
export class CatalogueService {
  constructor(private readonly careers: CareerRepository) {}

  async fields(): Promise<FieldRef[]> {
    const rows = await this.careers.listFields();
    return rows.map((f) => ({ _id: f.id, name: f.name }));
  }

  async list({ pageNum, num, field }: CareerListQuery): Promise<CareerListResponse> {
    if (field && !(await this.careers.findField(field))) throw new NotFoundException('Field not found');
    const [rows, totalCount] = await Promise.all([
      this.careers.page(pageNum * num, num, field),
      this.careers.count(field),
    ]);
    return [{ careers: rows.map(toPublicCareer), totalCount }];
  }

  async search(query: string): Promise<CareerSearchResponse> {
    const needle = query.toLowerCase();
    const [careerRows, fieldList] = await Promise.all([this.careers.searchNames(query, SEARCH_LIMIT), this.fields()]);
    const fields = fieldList
      .filter((f) => f.name.toLowerCase().includes(needle))
      .sort(
        (a, b) => Number(b.name.toLowerCase().startsWith(needle)) - Number(a.name.toLowerCase().startsWith(needle)),
      );
    return { careers: careerRows.map((c) => ({ _id: c.id, name: c.name })), fields };
  }

  async home(count: number): Promise<CareerHomeResponse> {
    const [fields, rows] = await Promise.all([this.fields(), this.careers.page(0, count)]);
    return { fields, careers: rows.map(toPublicCareer) };
  }

  async aggregate(): Promise<CareerAggregateResponse> {
    const [fields, names] = await Promise.all([this.fields(), this.careers.namesByField()]);
    const byField = new Map(fields.map((f) => [f._id, { ...f, careers: [] as FieldRef[] }]));
    for (const c of names) byField.get(c.fieldId)?.careers.push({ _id: c.id, name: c.name });
    return [...byField.values()];
  }

  async career(id: string): Promise<Career> {
    const row = await this.careers.findById(id);
    if (!row) throw new NotFoundException('Career not found');
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
        },
      ],
    };
  }
}
