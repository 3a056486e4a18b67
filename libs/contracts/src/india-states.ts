/**
 * The 28 states and 8 union territories of India with their GST state codes (the first two digits of a
 * GSTIN). A tax invoice names the buyer's state, and the state decides CGST + SGST against IGST.
 */
export const INDIAN_STATES = [
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Assam', code: '18' },
  { name: 'Bihar', code: '10' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Goa', code: '30' },
  { name: 'Gujarat', code: '24' },
  { name: 'Haryana', code: '06' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Karnataka', code: '29' },
  { name: 'Kerala', code: '32' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Manipur', code: '14' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Mizoram', code: '15' },
  { name: 'Nagaland', code: '13' },
  { name: 'Odisha', code: '21' },
  { name: 'Punjab', code: '03' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Sikkim', code: '11' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Telangana', code: '36' },
  { name: 'Tripura', code: '16' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'West Bengal', code: '19' },
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Delhi', code: '07' },
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Ladakh', code: '38' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Puducherry', code: '34' },
] as const;

export type IndianStateName = (typeof INDIAN_STATES)[number]['name'];

export const INDIAN_STATE_NAMES = INDIAN_STATES.map((s) => s.name) as [IndianStateName, ...IndianStateName[]];

/** The state of a name, whatever its case and spacing; undefined for anything else. */
export function indianStateByName(name: string | null | undefined): (typeof INDIAN_STATES)[number] | undefined {
  const wanted = name?.trim().replace(/\s+/g, ' ').toLowerCase();
  return wanted ? INDIAN_STATES.find((s) => s.name.toLowerCase() === wanted) : undefined;
}

export function indianStateByCode(code: string): (typeof INDIAN_STATES)[number] | undefined {
  return INDIAN_STATES.find((s) => s.code === code);
}
