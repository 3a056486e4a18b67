import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminCreditNote } from '@app/contracts';
import { WhenField, rupees } from '../common/fields';
import { CreditNotePdfButton } from './CreditNotePdfButton';

/**
 * What the credit note gives back: its lines, the taxable value, the tax reversed in the original invoice's split
 * (CGST and SGST within the supplier's state, IGST across states) and the total.
 */
function CreditNoteAmounts() {
  const note = useRecordContext<AdminCreditNote>();
  const translate = useTranslate();
  if (!note?.lines) return <LinearProgress sx={{ my: 2 }} />;
  const taxes: [string, number][] =
    note.igst > 0
      ? [['console.credit_notes.igst', note.igst]]
      : [
          ['console.credit_notes.cgst', note.cgst],
          ['console.credit_notes.sgst', note.sgst],
        ];
  const total = (label: string, amount: number, strong = false) => (
    <TableRow key={label}>
      <TableCell sx={strong ? { fontWeight: 600 } : undefined}>{translate(label)}</TableCell>
      <TableCell align="right" sx={strong ? { fontWeight: 600 } : undefined}>
        {rupees(amount)}
      </TableCell>
    </TableRow>
  );
  return (
    <div data-testid="credit-note-amounts">
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('console.credit_notes.lines')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.credit_notes.item')}</TableCell>
            <TableCell align="right">{translate('console.credit_notes.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {note.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{rupees(line.amount)}</TableCell>
            </TableRow>
          ))}
          {total('console.credit_notes.taxable', note.taxable)}
          {taxes.map(([label, amount]) => total(label, amount))}
          {total('console.credit_notes.total', note.total, true)}
        </TableBody>
      </Table>
    </div>
  );
}

/** One credit note, as issued: its serial, the invoice it corrects, the buyer, why, and the amounts. */
export default function CreditNoteShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <CreditNotePdfButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="serial" />
        <WhenField source="issuedAt" />
        <TextField source="financialYear" />
        <ReferenceField source="orderId" reference="orders" link="show" />
        <TextField source="invoiceSerial" />
        <WhenField source="invoiceIssuedAt" />
        <TextField source="buyerName" />
        <TextField source="buyerState" />
        <TextField source="reason" />
        <CreditNoteAmounts />
      </SimpleShowLayout>
    </Show>
  );
}
