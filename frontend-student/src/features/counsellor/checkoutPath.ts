import type { CoursePriceType } from '@app/contracts';

/** The spec's course checkout link: /checkout-services?id=<course>&type=<0 early-bird | 1 regular>&title=<title>. */
export const courseCheckoutPath = (id: string, type: CoursePriceType, title: string) =>
  `/checkout-services?id=${encodeURIComponent(id)}&type=${type}&title=${encodeURIComponent(title)}`;
