/** Public shapes of the catalogue calls (spec sections 3 and 7). Prices are rupees here, paise in the database. */

export interface FieldRef {
  _id: string;
  name: string;
}

export type CareerProperty =
  | { type: 'list'; list_type: 'numeric' | 'bullets'; header?: string; content: string[] }
  | { type: 'title_body'; header: string; body: string };

/** The heading the spec puts over list properties. */
export const EXPLORE_HEADING = 'What will you explore about this career ?';

export interface CareerPublic {
  header_description: string;
  logo: string;
  logo_bg: string;
  selling_price: number;
  strike_price: number;
  /** The string "true" shows a "Try it" ribbon (spec section 3). */
  trial: 'true' | 'false';
  properties: CareerProperty[];
}

export interface Career {
  _id: string;
  name: string;
  field: FieldRef;
  public: CareerPublic;
}

/** GET /platform/careers answers a one-item array (spec section 7). */
export type CareerListResponse = [{ careers: Career[]; totalCount: number }];

export interface CareerSearchResponse {
  careers: FieldRef[];
  fields: FieldRef[];
}

export interface CareerHomeResponse {
  fields: FieldRef[];
  careers: Career[];
}

export interface AggregateField extends FieldRef {
  careers: FieldRef[];
}
export type CareerAggregateResponse = AggregateField[];

export interface MessageResponse {
  message: string;
}

/** The one error shape of every 4xx/5xx answer. */
/** Every API error: `code` is stable (libs/contracts/src/error-codes.ts); `message` is for people. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
}

export interface Review {
  name: string;
  text: string;
  rating: number;
}

export interface CertificationCourse {
  id: string;
  title: string;
  strike_price: number;
  early_bird_price: number;
  regular_price: number;
}

/** The certification course's id is fixed in the /career-counsellor page (spec section 9). */
export const CERTIFICATION_COURSE_ID = '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10';

/** GET /course/certification/{id}: status 1 is ok, the course is data[0]. */
export interface CertificationCourseResponse {
  status: 1 | 0;
  data: CertificationCourse[];
}
