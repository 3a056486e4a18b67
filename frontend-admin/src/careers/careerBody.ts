import type { AdminCareerWrite } from '@app/contracts';
import { withoutBlankLines } from '../common/inputs';

type FormValues = Record<string, unknown>;

/**
 * What the career form sends: the form's values (the record as read, `version` included) less what an empty
 * input leaves behind. react-admin turns an emptied text input into null; the API makes the slug from the name
 * when there is none, and a list property's heading is optional.
 */
export function careerBody(values: FormValues): Partial<AdminCareerWrite> & FormValues {
  const { slug, properties, aliases, ...rest } = values;
  const body: FormValues = { ...rest, aliases: withoutBlankLines(aliases) };
  if (typeof slug === 'string' && slug.trim()) body.slug = slug;
  body.properties = Array.isArray(properties)
    ? properties.map((raw: Record<string, unknown> | null) => {
        const property = { ...(raw ?? {}) };
        if (property.type === 'list') {
          property.content = withoutBlankLines(property.content);
          if (property.header == null || property.header === '') delete property.header;
          delete property.body;
        } else if (property.type === 'title_body') {
          property.header ??= '';
          property.body ??= '';
          delete property.list_type;
          delete property.content;
        }
        return property;
      })
    : [];
  return body;
}

/** A new career starts as a draft with no properties. */
export const CAREER_DEFAULTS = {
  published: false,
  trial: false,
  displayOrder: 0,
  logoBg: '#1E3A8A',
  properties: [],
  aliases: [],
};
