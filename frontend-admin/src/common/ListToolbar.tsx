import type { ReactNode } from 'react';
import { CanAccess, ExportButton, FilterButton, TopToolbar } from 'react-admin';

/**
 * A list's toolbar: the filters' button, the list's own buttons (`children`), and react-admin's Export, shown only
 * where the permission table grants `export` on the resource (the export itself pages through `list` in the browser).
 */
export function ListToolbar({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      <FilterButton />
      {children}
      <CanAccess action="export">
        <ExportButton />
      </CanAccess>
    </TopToolbar>
  );
}
