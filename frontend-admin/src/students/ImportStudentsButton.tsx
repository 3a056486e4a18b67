import { useState, type ChangeEvent } from 'react';
import { Button, useRefresh } from 'react-admin';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import type { RosterImportResult } from '@app/contracts';
import { dataProvider, type RosterImportAnswer } from '../dataProvider';
import { currentUser } from '../session';

/**
 * Import a roster file: a dry run first (every error listed, or the counts), then the import, whose answer carries
 * the new students' one-time passwords once: the credentials sheet, to print now (they are not stored anywhere).
 */
export function ImportStudentsButton() {
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [schoolId, setSchoolId] = useState('');
  const [answer, setAnswer] = useState<RosterImportAnswer | null>(null);
  const [done, setDone] = useState<RosterImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = currentUser()?.role === 'admin';

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await dataProvider.importStudents(file, {
        dryRun,
        schoolId: isAdmin && schoolId ? schoolId : undefined,
      });
      setAnswer(result);
      if (!dryRun && 'credentials' in result) {
        setDone(result);
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    setFile(null);
    setAnswer(null);
    setDone(null);
  };
  const preview = answer && 'credentials' in answer ? answer : null;
  const refusal = answer && !('credentials' in answer) ? answer : null;

  return (
    <>
      <Button label="Import" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="import-students-title">
        <DialogTitle id="import-students-title">Import students</DialogTitle>
        <DialogContent>
          {done ? (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {done.created} created, {done.updated} updated, {done.unchanged} unchanged. Print the credentials sheet
                now: the one-time passwords are shown only once.
              </Alert>
              <Table size="small" aria-label="Credentials sheet">
                <TableHead>
                  <TableRow>
                    <TableCell>Admission number</TableCell>
                    <TableCell>Name</TableCell>
                    <TableCell>Class</TableCell>
                    <TableCell>Username</TableCell>
                    <TableCell>One-time password</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {done.credentials.map((c) => (
                    <TableRow key={c.username}>
                      <TableCell>{c.admissionNumber}</TableCell>
                      <TableCell>{c.name}</TableCell>
                      <TableCell>
                        {c.class} {c.section}
                      </TableCell>
                      <TableCell>{c.username}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{c.password}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                A CSV file (UTF-8) with the template&apos;s columns.{' '}
                <a href="/api/admin/students/import-template" download>
                  Template
                </a>
              </Typography>
              {isAdmin && (
                <TextField
                  label="School id"
                  value={schoolId}
                  onChange={(e) => setSchoolId(e.target.value)}
                  size="small"
                  sx={{ mb: 2 }}
                  fullWidth
                />
              )}
              <input
                type="file"
                accept=".csv,text/csv"
                aria-label="Roster file"
                onChange={(e: ChangeEvent<HTMLInputElement>) => {
                  setFile(e.target.files?.[0] ?? null);
                  setAnswer(null);
                }}
              />
              {preview && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  Ready: {preview.created} to create, {preview.updated} to update, {preview.unchanged} unchanged;{' '}
                  {preview.seatsLeft} seats left after the import.
                </Alert>
              )}
              {refusal && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  <Typography variant="body2">{refusal.message}</Typography>
                  <ul>
                    {refusal.errors.map((e) => (
                      <li key={`${e.row}-${e.field}`}>
                        Row {e.row}, {e.field}: {e.message}
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {done ? (
            <MuiButton onClick={() => window.print()}>Print</MuiButton>
          ) : (
            <>
              <MuiButton disabled={!file || busy} onClick={() => void send(true)}>
                Check
              </MuiButton>
              <MuiButton variant="contained" disabled={!preview || busy} onClick={() => void send(false)}>
                Import
              </MuiButton>
            </>
          )}
          <MuiButton onClick={close}>Close</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
