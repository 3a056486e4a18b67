import {
  CanAccess,
  DataTable,
  DateInput,
  ExportButton,
  List,
  ReferenceField,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { WhenField, RupeesField } from '../common/fields';
import { dayOf, indiaDayEnd, indiaDayStart } from '../common/indiaDay';
import { CreditNotePdfButton } from './CreditNotePdfButton';

const filters = [
  <SearchInput key="q" source="q" placeholder="Serial, invoice, buyer or order id" alwaysOn />,
  <DateInput key="issuedAt_gte" source="issuedAt_gte" parse={indiaDayStart} format={dayOf} alwaysOn />,
  <DateInput key="issuedAt_lte" source="issuedAt_lte" parse={indiaDayEnd} format={dayOf} alwaysOn />,
];

/** The GST credit notes of admins' refunds, newest first, for accounts: each with its order and its PDF. */
export default function CreditNoteList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'issuedAt', order: 'DESC' }}
      perPage={25}
      actions={
        // No filter button: every filter is always on (ListToolbar's would offer to save queries).
        <TopToolbar>
          <CanAccess action="export">
            <ExportButton />
          </CanAccess>
        </TopToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="serial" />
        <DataTable.Col source="issuedAt" field={WhenField} />
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.Col source="invoiceSerial" disableSort />
        <DataTable.Col source="total" field={RupeesField} />
        <DataTable.Col source="orderId" disableSort>
          <ReferenceField source="orderId" reference="orders" link="show" />
        </DataTable.Col>
        <DataTable.Col label="console.credit_notes.pdf" disableSort>
          <CreditNotePdfButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
