import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import {
  careerAggregateResponseSchema,
  careerHomeResponseSchema,
  careerListResponseSchema,
  careerSchema,
  careerSearchResponseSchema,
  certificationCourseResponseSchema,
  fieldListResponseSchema,
  reviewsResponseSchema,
  type Career,
  type CareerAggregateResponse,
  type CareerHomeResponse,
  type CareerListResponse,
  type CareerSearchResponse,
  type CertificationCourseResponse,
  type FieldRef,
  type Review,
} from '@app/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiZodResponse, ParseIdPipe } from '@app/common';
import { CareerHomeQueryDto, CareerListQueryDto, CareerSearchQueryDto } from './catalogue.dto.js';
import { CatalogueService } from './catalogue.service.js';

// Catalogue answers are the same for everyone: browsers, CDNs and the API's own micro-cache reuse them briefly. A
// second at most outside the API, so a published edit shows within a second (issue 11); the API's own cache is
// cleared in every process when the catalogue moves.
const PUBLIC_CACHE = 'public, max-age=1';

@ApiTags('catalogue')
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('platform/careers/fields')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'The fields: [{ _id, name }]' })
  @ApiZodResponse(200, fieldListResponseSchema)
  fields(): Promise<FieldRef[]> {
    return this.catalogue.fields();
  }

  @Get('platform/careers')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({
    summary:
      'A page of careers (zero-based pageNum, num ≤ 50), of one field or all, or every match of a search (query), best first: [{ careers, totalCount }]',
  })
  @ApiZodResponse(200, careerListResponseSchema)
  @ApiErrorResponses({ 404: 'Field not found (an unknown `field`)' })
  list(@Query() query: CareerListQueryDto): Promise<CareerListResponse> {
    return this.catalogue.list(query);
  }

  @Get('platform/careers/search')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'Careers and fields whose names contain the query (≥ 2 characters)' })
  @ApiZodResponse(200, careerSearchResponseSchema)
  search(@Query() { query }: CareerSearchQueryDto): Promise<CareerSearchResponse> {
    return this.catalogue.search(query);
  }

  @Get('platform/careers/home')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'The home page: { fields, careers }' })
  @ApiZodResponse(200, careerHomeResponseSchema)
  home(@Query() { number }: CareerHomeQueryDto): Promise<CareerHomeResponse> {
    return this.catalogue.home(number);
  }

  @Get('platform/careers/aggregate')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'Per-field career lists: [{ _id, name, careers: [{ _id, name }] }]' })
  @ApiZodResponse(200, careerAggregateResponseSchema)
  aggregate(): Promise<CareerAggregateResponse> {
    return this.catalogue.aggregate();
  }

  @Get('platform/careers/:id')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'One career' })
  @ApiZodResponse(200, careerSchema)
  @ApiErrorResponses({ 404: 'Career not found' })
  career(@Param('id', ParseIdPipe) id: string): Promise<Career> {
    return this.catalogue.career(id);
  }

  @Get('platform/reviews')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'Learner reviews of the certification course: [{ name, text, rating }]' })
  @ApiZodResponse(200, reviewsResponseSchema)
  reviews(): Promise<Review[]> {
    return this.catalogue.reviews();
  }

  @Get('course/certification/:id')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'The certification course: { status: 1, data: [course] }' })
  @ApiZodResponse(200, certificationCourseResponseSchema)
  @ApiErrorResponses({ 404: 'Course not found' })
  course(@Param('id', ParseIdPipe) id: string): Promise<CertificationCourseResponse> {
    return this.catalogue.certificationCourse(id);
  }
}
