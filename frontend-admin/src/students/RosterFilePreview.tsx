import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RosterError, RosterFileCheck } from '@app/contracts';

/** How many of the file's students the preview shows: enough to see the columns are the right way round. */
export const PREVIEW_ROWS = 5;

/** Problems by row, as the spreadsheet numbers them (1 is the header), so the admin can find each one. */
export function RosterErrors({ errors, label }: { errors: RosterError[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Row</TableCell>
          <TableCell>Column</TableCell>
          <TableCell>Problem</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((e, i) => (
          <TableRow key={`${e.row}-${e.field}-${i}`}>
            <TableCell>{e.row}</TableCell>
            <TableCell>{e.field}</TableCell>
            <TableCell>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The browser's reading of the chosen file: its problems, or its first students and how many there are. */
export function RosterFilePreview({ check }: { check: RosterFileCheck }) {
  if (check.errors.length > 0)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {check.errors.length === 1 ? '1 problem' : `${check.errors.length} problems`} in the file. Fix{' '}
          {check.errors.length === 1 ? 'it' : 'them'} in the spreadsheet, save it as CSV UTF-8 and choose it again.
        </Typography>
        <RosterErrors errors={check.errors} label="Problems in the file" />
      </Alert>
    );
  const shown = check.rows.slice(0, PREVIEW_ROWS);
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {check.rows.length === 1 ? '1 student' : `${check.rows.length} students`} in the file
        {check.rows.length > shown.length ? `; the first ${shown.length}:` : ':'}
      </Typography>
      <Table size="small" aria-label="Students in the file">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Admission number</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Class</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Parent&apos;s e-mail</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map(({ row, data }) => (
            <TableRow key={row}>
              <TableCell>{row}</TableCell>
              <TableCell>{data.admission_number}</TableCell>
              <TableCell>
                {data.first_name} {data.last_name}
              </TableCell>
              <TableCell>
                {data.class} {data.section}
              </TableCell>
              <TableCell>{data.email ?? ''}</TableCell>
              <TableCell>{data.parent_email ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
