import { Chip } from '@mui/material';
import { DataTable, DateInput, List, NumberInput, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { ADMIN_ORDER_STATUSES, ORDER_STATUS_LABELS, type AdminOrder } from '@app/contracts';
import { LONG_TEXT_COLUMN, RupeesField, WhenField } from '../common/fields';
import { dayOf, indiaDayEnd, indiaDayStart } from '../common/indiaDay';
import { ListToolbar } from '../common/ListToolbar';

const filters = [
  <SearchInput key="q" source="q" placeholder="E-mail, order or Razorpay id" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={ADMIN_ORDER_STATUSES.map((id) => ({ id, name: ORDER_STATUS_LABELS[id] }))}
    alwaysOn
  />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="From" parse={indiaDayStart} format={dayOf} alwaysOn />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="Until" parse={indiaDayEnd} format={dayOf} alwaysOn />,
  <NumberInput key="total_gte" source="total_gte" label="Total from (₹)" min={0} />,
  <NumberInput key="total_lte" source="total_lte" label="Total up to (₹)" min={0} />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: 'CAREERS', name: 'Careers' },
      { id: 'COURSE', name: 'Certification course' },
    ]}
  />,
];

/** The stored status; an unpaid checkout past its day reads Expired, as the buyer's Purchase History says. */
export function OrderStatusField() {
  const order = useRecordContext<AdminOrder>();
  if (!order) return null;
  if (order.expired) return <Chip size="small" variant="outlined" label="Expired" />;
  const color = order.status === 'FULFILLED' || order.status === 'PAID' ? 'success' : 'default';
  return <Chip size="small" color={color} label={ORDER_STATUS_LABELS[order.status]} />;
}

/** Admins look orders up by the buyer's e-mail or an id from a receipt or Razorpay's dashboard. */
export default function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} actions={<ListToolbar />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" label="Placed" field={WhenField} />
        <DataTable.Col source="buyerEmail" label="Buyer" disableSort sx={LONG_TEXT_COLUMN} />
        {/* What support looks for first comes first, so it is in sight at 1024 px; the rest scrolls in the table. */}
        <DataTable.Col source="status" field={OrderStatusField} />
        <DataTable.Col source="total" label="Total" field={RupeesField} />
        <DataTable.Col source="buyerName" label="Name" disableSort />
        <DataTable.Col source="itemCount" label="Items" disableSort />
        <DataTable.Col source="razorpayOrderId" label="Razorpay order" disableSort />
      </DataTable>
    </List>
  );
}
