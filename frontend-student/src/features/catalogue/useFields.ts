import { useEffect, useState } from 'react';
import type { FieldRef } from '@app/contracts';
import { fetchFields } from '../../api/catalogue';
import { isAbortError } from '../../api/client';

/** The four fields for the filter; a failure leaves only "All", the list itself still works. */
export function useFields(): FieldRef[] {
  const [fields, setFields] = useState<FieldRef[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchFields(controller.signal)
      .then(setFields)
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.error('Could not load fields', error);
      });
    return () => controller.abort();
  }, []);
  return fields;
}
