import { publishableProperties, type Career } from '@app/contracts';
import type { CareerRow } from './career.repository.js';

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
      // Older careers may hold empty properties: the public page never shows a heading over nothing.
      properties: publishableProperties(row.properties),
    },
  };
}
