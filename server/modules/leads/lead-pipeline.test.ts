import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Lead } from '@domain/api/leads';
import type { SupportRequest } from '@domain/api/support';
import { HOUR_MS } from '@domain/time';
import { LOGIN_HOST, MARKETING_HOST, createTestDealership } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, signedInSuperAdmin } from '../../test/staff';

const SALES = 'sales@lotready.com';
const SUPPORT = 'help@lotready.com';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Issue #29 item 3: every demo request, pilot application, contact message and invoice request
 * reaches a person at once (sales or support), its sender hears that it arrived, and the super
 * admin follows it up with a status, an owner and notes.
 */
describeEachDatabase('the lead pipeline', (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.buildApp({
      salesEmail: SALES,
      supportEmail: SUPPORT,
      supportPhone: '+1 (312) 660-1234',
      siteUrl: 'https://lotready.com',
    });
  }, 180_000); // a second app on the suite's database: slow to build on a busy machine

  let sequence = 0;
  const unique = (name: string) => {
    sequence += 1;
    return `${name}${process.pid}x${sequence}@dealer.test`;
  };
  const mailsTo = async (to: string): Promise<OutboxMail[]> => {
    const answer = await request(app).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {
      host: LOGIN_HOST,
    });
    return answer.json<{ mails: OutboxMail[] }>().mails;
  };
  const mailsAbout = async (to: string, needle: string) =>
    (await mailsTo(to)).filter((mail) => mail.text.includes(needle));
  const postLead = (body: Record<string, unknown>) =>
    request(app).post(
      '/api/leads',
      { phone: null, company: null, message: null, website: '', ...body },
      { host: MARKETING_HOST, remoteAddress: `198.51.100.${(sequence % 200) + 1}` },
    );

  it.each([
    ['request_demo', 'demo request'],
    ['inline_form', 'demo request'],
    ['demo_signup', 'demo request'],
    ['pilot_program', 'pilot application'],
  ])('mails sales and confirms to the sender for a %s (%s)', async (source, kind) => {
    const email = unique('dana');
    const answer = await postLead({
      name: 'Dana\nDealer',
      email,
      phone: '+1 312 660 0000',
      company: 'Dana Motors',
      message: 'We have 80 cars on the lot.',
      source,
    });
    expect(answer.statusCode, answer.body).toBe(201);

    const [notice, ...more] = await mailsAbout(SALES, email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(`New ${kind}: Dana Dealer, Dana Motors`);
    expect(notice!.text).toContain(`Email: ${email}`);
    expect(notice!.text).toContain('Phone: +1 312 660 0000');
    expect(notice!.text).toContain('We have 80 cars on the lot.');
    expect(notice!.text).toContain('The site promised a reply within 24 hours');
    expect(notice!.text).toContain('https://lotready.com/super-admin');

    const [confirmation, ...again] = await mailsTo(email);
    expect(again).toEqual([]);
    expect(confirmation!.subject).toBe(`We received your ${kind}`);
    expect(confirmation!.text).toMatch(/^Hello Dana Dealer,\n/);
    expect(confirmation!.text).toContain('will contact you within 24 hours');
    expect(confirmation!.text).toContain(`write to ${SUPPORT} or call +1 (312) 660-1234`);
  });

  it('mails nobody for a filled honeypot', async () => {
    const email = unique('bot');
    const answer = await postLead({ name: 'Bot', email, website: 'http://spam.example' });
    expect(answer.statusCode).toBe(201);
    expect(await mailsTo(email)).toEqual([]);
    expect(await mailsAbout(SALES, email)).toEqual([]);
  });

  it('mails support and confirms to the sender for a contact message', async () => {
    const dealership = await createTestDealership(t);
    const email = unique('sam');
    const answer = await request(app).post(
      '/api/support-requests',
      { name: 'Sam', email, message: 'The import stops at row 3.', dealership: dealership.slug },
      { host: MARKETING_HOST, remoteAddress: '198.51.100.250' },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const [notice] = await mailsAbout(SUPPORT, email);
    expect(notice!.subject).toBe(`Support request: Sam (${dealership.name}, ${dealership.slug})`);
    expect(notice!.text).toContain('The import stops at row 3.');
    expect(notice!.text).toContain('Support tab');
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe('We received your message');
    expect(confirmation!.text).toContain('We answer within 24 hours');
    expect(await mailsAbout(SALES, email)).toEqual([]);
  });

  it("mails sales when an admin asks for an invoice, naming the plan's price", async () => {
    const dealership = await createTestDealership(t);
    const admin = await signedIn(t, 'admin', dealership);
    const choice = { plan: 'essentials', period: 'quarterly', payment: 'invoice' };
    const answer = await api(t, admin, app).post('/api/billing/plan', choice);
    expect(answer.statusCode, answer.body).toBe(200);
    const notices = await mailsAbout(SALES, `(${dealership.slug}) asked to pay by invoice`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      `Invoice requested: ${dealership.name} (Essentials, $159 per quarter)`,
    );
    expect(notices[0]!.text).toContain(
      `Asked by: ${admin.user.fullName} (${admin.user.username}), ${admin.user.email}`,
    );

    const refused = await api(t, admin, app).post('/api/billing/plan', { ...choice, plan: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(await mailsAbout(SALES, `(${dealership.slug}) asked`)).toHaveLength(1);
  });

  it('follows a lead up: status, owner and notes, with when it changed', async () => {
    const email = unique('lee');
    await postLead({ name: 'Lee', email, source: 'request_demo' });
    const arrivedAt = t.clock();
    const superAdmin = await signedInSuperAdmin(t);
    const list = async () =>
      (await request(app).get('/api/super-admin/leads', superAdmin)).json<Lead[]>();
    const lead = (await list()).find((entry) => entry.email === email)!;
    expect(lead).toMatchObject({ status: 'new', owner: null, notes: '', updatedAt: null });
    expect(lead.createdAt).toBe(arrivedAt);

    t.clock.advance(3 * HOUR_MS);
    const url = `/api/super-admin/leads/${lead.id}`;
    const contacted = await request(app).patch(
      url,
      { status: 'contacted', owner: '  Robin ', notes: 'Called; demo on Tuesday.' },
      superAdmin,
    );
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json()).toMatchObject({
      id: lead.id,
      status: 'contacted',
      owner: 'Robin',
      notes: 'Called; demo on Tuesday.',
      updatedAt: arrivedAt + 3 * HOUR_MS,
    });
    const won = await request(app).patch(url, { status: 'won', owner: '' }, superAdmin);
    expect(won.json()).toMatchObject({
      status: 'won',
      owner: null,
      notes: 'Called; demo on Tuesday.',
    });
    expect((await list()).find((entry) => entry.id === lead.id)).toMatchObject({ status: 'won' });
  });

  it.each([
    [{ status: 'maybe' }, 'status'],
    [{ notes: 'a\u0000b' }, 'notes'],
    [{ owner: 'x'.repeat(101) }, 'owner'],
    [{ notes: 7 }, 'notes'],
    [{}, 'body'],
    [{ status: 'won', extra: true }, 'body'],
  ])('refuses the follow-up %j naming %s', async (body, field) => {
    const email = unique('bad');
    await postLead({ name: 'Bad', email });
    const superAdmin = await signedInSuperAdmin(t);
    const leads = (await request(app).get('/api/super-admin/leads', superAdmin)).json<Lead[]>();
    const lead = leads.find((entry) => entry.email === email)!;
    const answer = await request(app).patch(`/api/super-admin/leads/${lead.id}`, body, superAdmin);
    expect([answer.statusCode, answer.json().field]).toEqual([400, field]);
  });

  it('answers 404 for no such lead or request, and 401 to anyone but the super admin', async () => {
    const superAdmin = await signedInSuperAdmin(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of ['leads', 'support-requests']) {
      const url = `/api/super-admin/${path}/${missing}`;
      expect((await request(app).patch(url, { status: 'lost' }, superAdmin)).statusCode).toBe(404);
      const stranger = await request(app).patch(url, { status: 'lost' }, { host: MARKETING_HOST });
      expect(stranger.statusCode).toBe(401);
    }
    const badId = await request(app).patch(
      '/api/super-admin/leads/not-an-id',
      { status: 'lost' },
      superAdmin,
    );
    expect([badId.statusCode, badId.json().field]).toEqual([400, 'id']);
  });

  it('follows a support request up, keeping its dealership and priority', async () => {
    const dealership = await createTestDealership(t);
    const email = unique('pat');
    await request(app).post(
      '/api/support-requests',
      { name: 'Pat', email, message: 'Help', dealership: dealership.slug },
      { host: MARKETING_HOST, remoteAddress: '198.51.100.251' },
    );
    const superAdmin = await signedInSuperAdmin(t);
    const requests = await request(app).get('/api/super-admin/support-requests', superAdmin);
    const entry = requests.json<SupportRequest[]>().find((r) => r.email === email)!;
    expect(entry).toMatchObject({ status: 'new', owner: null, notes: '' });
    const answer = await request(app).patch(
      `/api/super-admin/support-requests/${entry.id}`,
      { status: 'contacted', owner: 'Kim' },
      superAdmin,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'contacted',
      owner: 'Kim',
      dealership: { slug: dealership.slug },
      priority: entry.priority,
      updatedAt: t.clock(),
    });
  });
});
