import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, type AuditActor, type ListQuery } from '@app/admin-kit';
import {
  adminCreditNotePath,
  CREDIT_NOTE_MESSAGES,
  ERROR_CODES,
  paiseToRupees,
  type AdminCreditNote,
  type CREDIT_NOTE_FILTERS,
  type CreditNoteSort,
} from '@app/contracts';
import { CreditNoteService } from './credit-note.service.js';
import { CreditNotesRepository, type CreditNoteRow } from './credit-notes.repository.js';

const RESOURCE = 'credit-notes';

export type CreditNotesListQuery = ListQuery<CreditNoteSort, keyof typeof CREDIT_NOTE_FILTERS>;

export function toAdminCreditNote(note: CreditNoteRow): AdminCreditNote {
  return {
    id: note.id,
    serial: note.serial,
    financialYear: note.financialYear,
    issuedAt: note.issuedAt.toISOString(),
    orderId: note.orderId,
    refundId: note.refundId,
    invoiceSerial: note.invoiceSerial,
    invoiceIssuedAt: note.invoiceIssuedAt.toISOString(),
    buyerName: note.buyerName,
    buyerState: note.buyerState,
    reason: note.reason,
    lines: note.lines.map((l) => ({ description: l.description, amount: paiseToRupees(l.amountPaise) })),
    taxable: paiseToRupees(note.taxablePaise),
    cgst: paiseToRupees(note.cgstPaise),
    sgst: paiseToRupees(note.sgstPaise),
    igst: paiseToRupees(note.igstPaise),
    total: paiseToRupees(note.totalPaise),
    pdf: adminCreditNotePath(note.id),
  };
}

const notFound = () => new NotFoundException({ message: CREDIT_NOTE_MESSAGES.notFound, code: ERROR_CODES.NotFound });

/**
 * The console's `credit-notes` resource, read only (notes are issued by refunds, never typed in). A note names its
 * buyer, so reading one (or its PDF) is an audited read, as an order's is.
 */
@Injectable()
export class CreditNotesAdminService {
  constructor(
    private readonly repository: CreditNotesRepository,
    private readonly notes: CreditNoteService,
    private readonly audit: AuditService,
  ) {}

  async list(query: CreditNotesListQuery): Promise<{ data: AdminCreditNote[]; total: number }> {
    const f = query.filter;
    const { rows, total } = await this.repository.list({
      filter: {
        q: (f.q as string) || undefined,
        orderId: f.orderId as string | undefined,
        issuedFrom: f.issuedAt_gte as Date | undefined,
        issuedTo: f.issuedAt_lte as Date | undefined,
        ids: f.id as string[] | undefined,
      },
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    return { data: rows.map(toAdminCreditNote), total };
  }

  async get(id: string, actor: AuditActor): Promise<AdminCreditNote> {
    const note = await this.read(id, actor);
    return toAdminCreditNote(note);
  }

  async pdf(id: string, actor: AuditActor): Promise<{ filename: string; pdf: Buffer }> {
    return this.notes.pdf(await this.read(id, actor));
  }

  private async read(id: string, actor: AuditActor): Promise<CreditNoteRow> {
    const note = await this.repository.find(id);
    if (!note) throw notFound();
    await this.audit.read(actor, RESOURCE, id, { creditNote: note.serial });
    return note;
  }
}
