import { useEffect, useState, type ChangeEvent } from 'react';
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
import type { RosterFileCheck, RosterImportResult } from '@app/contracts';
import { DownloadButton } from '../common/DownloadButton';
import { dataProvider, type RosterImportAnswer } from '../dataProvider';
import { currentUser } from '../session';
import { CredentialsPdfButton } from './CredentialsPdfButton';
import { RosterErrors, RosterFilePreview } from './RosterFilePreview';
import { loadCsvParser, previewRosterFile } from './rosterPreview';

/**
 * Import a roster file in three steps: the browser reads it first (a preview with every problem by row, in the
 * server's words: fix the file and choose it again), then the server checks it (a dry run: what only it knows, the
 * e-mails of other accounts and the seats), then the import, whose answer carries the new students' one-time
 * passwords once: the credentials sheet, to download or print now (they are not stored anywhere in clear).
 */
export function ImportStudentsButton() {
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<RosterFileCheck | null>(null);
  const [schoolId, setSchoolId] = useState('');
  const [answer, setAnswer] = useState<RosterImportAnswer | null>(null);
  const [done, setDone] = useState<RosterImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = currentUser()?.role === 'admin';

  // The CSV parser is fetched as the dialog opens, so it is there by the time a file is chosen.
  useEffect(() => {
    if (open) void loadCsvParser();
  }, [open]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again once fixed: the input forgets it, so the next choice is a change.
    event.target.value = '';
    setAnswer(null);
    setCheck(null);
    setFile(chosen);
    if (chosen) setCheck(await previewRosterFile(chosen));
  };
  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await dataProvider.importStudents(file, {
        dryRun,
        schoolId: isAdmin && schoolId ? schoolId : undefined,
      });
      setAnswer(result);
      // The list is refreshed once the dialog closes: refreshed now, an empty roster's page (which holds this
      // dialog) would give way to the list, and the one-time passwords on screen would go with it.
      if (!dryRun && 'credentials' in result) setDone(result);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    if (done) refresh();
    setOpen(false);
    setFile(null);
    setCheck(null);
    setAnswer(null);
    setDone(null);
  };
  const fileOk = !!check && check.errors.length === 0;
  const serverOk = answer && 'credentials' in answer ? answer : null;
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
                {done.created} created, {done.updated} updated, {done.unchanged} unchanged. Download or print the
                credentials now: the one-time passwords are shown only once. Students with an e-mail are mailed theirs.
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
                A CSV file (UTF-8) with the template&apos;s columns.
              </Typography>
              {/* Fetched with the session's token: a plain link to the API would be refused (401). */}
              <DownloadButton
                path="/api/admin/students/import-template"
                fileName="students-template.csv"
                what="template"
                label="Download the template"
              />
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
              <input type="file" accept=".csv,text/csv" aria-label="Roster file" onChange={(e) => void choose(e)} />
              {check && !answer && <RosterFilePreview check={check} />}
              {serverOk && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  Ready: {serverOk.created} to create, {serverOk.updated} to update, {serverOk.unchanged} unchanged;{' '}
                  {serverOk.seatsLeft} seats left after the import.
                </Alert>
              )}
              {refusal && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {refusal.message}
                  </Typography>
                  <RosterErrors errors={refusal.errors} label="Problems the server found" />
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {done ? (
            <>
              <CredentialsPdfButton
                students={done.credentials.map((c) => ({ userId: c.userId, password: c.password }))}
              />
              <MuiButton onClick={() => window.print()}>Print</MuiButton>
            </>
          ) : (
            <>
              <MuiButton disabled={!fileOk || busy} onClick={() => void send(true)}>
                Check with the server
              </MuiButton>
              <MuiButton variant="contained" disabled={!serverOk || busy} onClick={() => void send(false)}>
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
