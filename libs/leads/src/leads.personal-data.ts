import { Injectable } from '@nestjs/common';
import { asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  careerRequests,
  demoRequests,
  ERASED_NAME,
  leadEvents,
  leads,
  type AuditedRecords,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

/** Matches no row: `IN ()` is not SQL. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

type Contact = typeof demoRequests | typeof careerRequests | typeof leads;

/**
 * A lead is not tied to an account: a demo or career request is a form anyone fills in. The requests (and leads)
 * the user made are the ones with their e-mail or their mobile number.
 */
function madeBy(table: Contact, { email, phoneNumber }: DataSubject): SQL {
  const byEmail = sql`lower(${table.email}) = ${email}`;
  return phoneNumber ? or(byEmail, eq(table.mobile, phoneNumber))! : byEmail;
}

/** The demo and career requests a user made, and the leads they made or joined (issue 14). */
@Injectable()
export class LeadsPersonalData implements PersonalDataSource {
  readonly name = 'leads';

  async export(db: Database, subject: DataSubject): Promise<PersonalDataPart> {
    const leadIds = await this.leadIds(db, subject);
    const [demos, careerAsks, leadRows] = await Promise.all([
      db.select().from(demoRequests).where(madeBy(demoRequests, subject)).orderBy(asc(demoRequests.createdAt)),
      db.select().from(careerRequests).where(madeBy(careerRequests, subject)).orderBy(asc(careerRequests.createdAt)),
      db
        .select({
          id: leads.id,
          source: leads.source,
          status: leads.status,
          scheduledAt: leads.scheduledAt,
          meetingLink: leads.meetingLink,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(inArray(leads.id, leadIds.length ? leadIds : [NO_ID])),
    ]);
    return { json: { demoRequests: demos, careerRequests: careerAsks, leads: leadRows } };
  }

  /**
   * The requests and leads stay as counts (the sales figures) without the person: name, e-mail, mobile, school and
   * comments go, and so do the counsellors' notes on the lead's timeline (they are about the person).
   */
  async erase(tx: Transaction, subject: DataSubject): Promise<void> {
    const leadIds = await this.leadIds(tx, subject);
    const contact = (id: SQL) => ({
      name: ERASED_NAME,
      email: sql`'erased-' || ${id} || '@erased.invalid'`,
      mobile: '',
    });
    await tx
      .update(demoRequests)
      .set({ ...contact(sql`${demoRequests.id}`), school: null, designation: null })
      .where(madeBy(demoRequests, subject));
    await tx
      .update(careerRequests)
      .set({ ...contact(sql`${careerRequests.id}`), comments: '' })
      .where(madeBy(careerRequests, subject));
    if (!leadIds.length) return;
    await tx
      .update(leads)
      .set(contact(sql`${leads.id}`))
      .where(inArray(leads.id, leadIds));
    await tx
      .update(leads)
      .set({ lostReason: ERASED_NAME })
      .where(sql`${inArray(leads.id, leadIds)} AND ${isNotNull(leads.lostReason)}`);
    await tx.update(leadEvents).set({ text: null, data: null }).where(inArray(leadEvents.leadId, leadIds));
  }

  /** The console's leads (views and edits) name the lead. */
  async auditedRecords(db: Database | Transaction, subject: DataSubject): Promise<AuditedRecords[]> {
    return [{ resource: 'leads', ids: await this.leadIds(db, subject) }];
  }

  /** The user's leads: by their contact, or made by one of their requests (whose lead may carry another contact). */
  private async leadIds(db: Database | Transaction, subject: DataSubject): Promise<string[]> {
    const viaDemo = db
      .select({ id: demoRequests.leadId })
      .from(demoRequests)
      .where(sql`${madeBy(demoRequests, subject)} AND ${isNotNull(demoRequests.leadId)}`);
    const viaCareer = db
      .select({ id: careerRequests.leadId })
      .from(careerRequests)
      .where(sql`${madeBy(careerRequests, subject)} AND ${isNotNull(careerRequests.leadId)}`);
    const rows = await db
      .select({ id: leads.id })
      .from(leads)
      .where(or(madeBy(leads, subject), inArray(leads.id, viaDemo), inArray(leads.id, viaCareer)));
    return rows.map((r) => r.id);
  }
}
