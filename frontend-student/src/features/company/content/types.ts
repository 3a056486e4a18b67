/** Where a text of a static page shows the support number (configuration, GET /api/site): LegalDocument puts it there. */
export const SUPPORT_PHONE_TOKEN = '{supportPhone}';

/** A static page as data: sections of paragraphs and bullet lists, rendered by LegalDocument. */
export interface DocSection {
  heading?: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface CompanyDoc {
  title: string;
  intro?: string;
  sections: DocSection[];
}
