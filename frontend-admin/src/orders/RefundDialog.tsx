import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import RefundIcon from '@mui/icons-material/CurrencyExchange';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
// react-admin's own choice for a custom dataProvider method (its "Calling Custom Methods"): React Query's
// mutation, on the QueryClient react-admin provides.
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  CheckboxGroupInput,
  Form,
  FormDataConsumer,
  HttpError,
  RadioButtonGroupInput,
  TextInput,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { adminRefundRequestSchema, ERROR_CODES, type AdminOrderDetail, type AdminRefundRequest } from '@app/contracts';
import { rupees } from '../common/fields';
import type { ConsoleDataProvider } from '../dataProvider';
import { zodResolver } from '../validation';
import { refundBody, type RefundFormValues } from './refunds';

/** What went wrong, said in the dialog; `started`: the API asks to confirm careers whose assessment has begun. */
interface Problem {
  message: string;
  started: boolean;
}

function problemOf(error: unknown): Problem {
  if (error instanceof HttpError) {
    const body = (error.body ?? null) as { code?: unknown; errors?: unknown } | null;
    // A 400's messages (the data provider makes them { field: message }); the schema here should have caught them.
    const fields =
      body?.errors && typeof body.errors === 'object' ? Object.values(body.errors as Record<string, string>) : [];
    return {
      message: fields.length > 0 ? fields.join(' ') : error.message,
      started: body?.code === ERROR_CODES.RefundCareerStarted,
    };
  }
  return { message: error instanceof Error && error.message ? error.message : 'Something went wrong', started: false };
}

const DEFAULTS: RefundFormValues = { scope: 'whole', careerIds: [], reason: '' };
// The form starts from DEFAULTS alone, not from the order on the page.
const NO_RECORD = {};

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([aria-hidden="true"])';

/** Enter sends the reason (a form's implicit submission, which a multi-line field lacks); Shift+Enter is a new line. */
function submitOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  (event.target as HTMLTextAreaElement).form?.requestSubmit();
}

/**
 * An admin gives an order's money back: the whole order, or (a careers order) some of its careers, with a reason.
 * The API refuses careers whose assessment has started until the admin confirms ("Refund anyway"). Sent once
 * however often it is clicked; on success the page reloads the order, its refunds and credit notes.
 */
function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [problem, setProblem] = useState<Problem | null>(null);
  // Set in the click, read in the submit: the same values go again, with the confirmation.
  const confirm = useRef(false);
  // The mutation's pending state reaches the render a tick late: a second click in between must not send again.
  const inFlight = useRef(false);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (body: AdminRefundRequest) => dataProvider.refundOrder(String(order.id), body),
    onSuccess: (refund) => {
      notify('console.refund.started', { type: 'success', messageArgs: { amount: rupees(refund.amount) } });
      onClose();
      refresh();
    },
  });
  const resolver = useMemo(
    () => zodResolver(adminRefundRequestSchema, (values: RefundFormValues) => refundBody(values, order.kind)),
    [order.kind],
  );
  // Focus the first field once the dialog is in the page (the dialog's focus trap then leaves it there).
  const focusFirst = useCallback((node: HTMLElement | null) => {
    node?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, []);

  const submit = async (values: Record<string, unknown>) => {
    const body = refundBody(values as RefundFormValues, order.kind);
    if (confirm.current) body.confirmStarted = true;
    confirm.current = false;
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await mutateAsync(body);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      inFlight.current = false;
    }
  };

  const careers = order.lines
    .filter((line) => !line.refunded)
    .map((line) => {
      const started = order.enrolments.some((e) => e.careerId === line.careerId && e.started);
      return {
        id: line.careerId,
        name: started ? `${line.name} — ${translate('console.refund.started_tag')}` : line.name,
      };
    });
  const scopes = [
    { id: 'whole', name: 'console.refund.whole' },
    { id: 'careers', name: 'console.refund.careers' },
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <Form
        onSubmit={submit}
        resolver={resolver}
        record={NO_RECORD}
        defaultValues={DEFAULTS}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id="refund-title">{translate('console.refund.title', { buyer: order.buyerName })}</DialogTitle>
        <DialogContent ref={focusFirst} data-testid="refund-dialog">
          {order.kind === 'CAREERS' ? (
            <>
              <RadioButtonGroupInput
                source="scope"
                label="console.refund.what"
                choices={scopes}
                row={false}
                helperText={false}
              />
              <FormDataConsumer<RefundFormValues>>
                {({ formData }) =>
                  formData.scope === 'careers' ? (
                    <CheckboxGroupInput
                      source="careerIds"
                      label="console.refund.choose"
                      choices={careers}
                      translateChoice={false}
                      row={false}
                      helperText={false}
                    />
                  ) : null
                }
              </FormDataConsumer>
            </>
          ) : (
            <Typography sx={{ mb: 1 }}>{translate('console.refund.course')}</Typography>
          )}
          <TextInput
            source="reason"
            label="console.refund.reason"
            helperText="console.refund.reason_hint"
            multiline
            minRows={2}
            fullWidth
            onKeyDown={submitOnEnter}
          />
          {problem && (
            <Alert severity={problem.started ? 'warning' : 'error'} data-testid="refund-problem">
              {problem.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          {problem?.started ? (
            <MuiButton
              type="submit"
              variant="contained"
              color="warning"
              disabled={isPending}
              onClick={() => (confirm.current = true)}
            >
              {translate('console.refund.anyway')}
            </MuiButton>
          ) : (
            <MuiButton type="submit" variant="contained" disabled={isPending}>
              {translate(isPending ? 'console.refund.sending' : 'console.refund.submit')}
            </MuiButton>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** "Refund" on an order page: admins (the permission table's `refund`), while the order can be refunded. */
export function RefundButton() {
  const order = useRecordContext<AdminOrderDetail>();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'refund' });
  const [open, setOpen] = useState(false);
  // The list's copy of the order (shown while the detail loads) has no `refundable`.
  if (!order?.refundable || !canAccess) return null;
  return (
    <>
      <Button label="console.refund.button" onClick={() => setOpen(true)} data-testid="order-refund">
        <RefundIcon />
      </Button>
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
