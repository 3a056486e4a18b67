import { useEffect } from 'react';
import { COMPANY } from '@app/contracts';

/** Gives each route its own document title (read by screen readers and shown in tabs). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${COMPANY.brand}` : `${COMPANY.brand} – Career guidance for classes 9 to 12`;
  }, [title]);
}
