import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '@app/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { siteResponseSchema, type SiteResponse } from '@app/contracts';

/** The site's public settings that come from configuration (the student app shows them): no sign-in. */
@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: "The site's settings from configuration: the support phone number (SUPPORT_PHONE)" })
  @ApiZodResponse(200, siteResponseSchema)
  site(): SiteResponse {
    return { supportPhone: this.config.supportPhone };
  }
}
