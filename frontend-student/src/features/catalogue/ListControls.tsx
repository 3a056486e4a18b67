import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Pagination from '@mui/material/Pagination';
import { CAREERS_PAGE_SIZE } from '@app/contracts';
import { useFields } from './queries';

/*
 * What the careers list and the search results share: the URL is the state (`field`, `page` in the query
 * string), so links, the back button and reloads all show the same list.
 */

/** `?page=` is one-based; anything that is not a positive whole number means page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The query string with another field (or none): a new field starts again at its first page. */
export function withField(params: URLSearchParams, fieldId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (fieldId) next.set('field', fieldId);
  else next.delete('field');
  next.delete('page');
  return next;
}

/** The query string on another page of the list. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next;
}

/** The pages of a list of `totalCount` careers, 10 a page (spec section 9); nothing for a single page. */
export function CareerPagination({
  totalCount,
  page,
  onChange,
}: {
  totalCount: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pageCount = Math.ceil(totalCount / CAREERS_PAGE_SIZE);
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        count={pageCount}
        page={Math.min(page, pageCount)}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        siblingCount={0}
        aria-label="Career pages"
        data-testid="careers-pagination"
      />
    </Box>
  );
}

/**
 * The careers' field filter (All plus each field), shared by the careers list and the search results. A native
 * select: accessible, light (no menu/popover code) and easy to drive from tests.
 */
export function FieldFilter({
  fieldId,
  onChange,
  fullWidth,
}: {
  fieldId: string | null;
  onChange: (fieldId: string) => void;
  fullWidth?: boolean;
}) {
  const fields = useFields();
  const fieldKnown = !fieldId || fields.some((field) => field._id === fieldId);
  return (
    <FormControl size="small" sx={{ minWidth: 200 }} fullWidth={fullWidth}>
      <InputLabel htmlFor="field-filter" shrink>
        Field
      </InputLabel>
      <NativeSelect
        value={fieldKnown ? (fieldId ?? '') : fieldId}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label="Field" notched />}
        // (data-testid is spread in: NativeSelect's inputProps type does not list data attributes.)
        inputProps={{ id: 'field-filter', ...{ 'data-testid': 'field-filter' } }}
      >
        <option value="">All</option>
        {fields.map((field) => (
          <option key={field._id} value={field._id}>
            {field.name}
          </option>
        ))}
        {!fieldKnown && fieldId && <option value={fieldId}>Unknown field</option>}
      </NativeSelect>
    </FormControl>
  );
}
