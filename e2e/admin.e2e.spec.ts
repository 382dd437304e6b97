import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { codeFromDevOutbox } from './devOutbox';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED back office in a browser: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');
/** The back office keeps its token pair under this key (ui-admin/src/auth/session.ts). */
const SESSION_KEY = 'sports.admin.session';

describe.skipIf(missing !== null)('back office in a real browser (Debian chromium, headless, 1280 px)', { timeout: 120_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;
  let page: Page;
  let marinaOrderPath = '';

  beforeAll(async () => {
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  it('signs the demo manager in with a one-time code from the development outbox, onto the dashboard', async () => {
    await page.goto(`${live.base}/admin`);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    // Only accounts that can open the back office are offered: no players.
    expect(await page.getByText('· player', { exact: true }).count()).toBe(0);
    await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: '· org_manager' }).first());
    await shoot(page, { path: join(shots, 'admin-sign-in.png') });

    const dashboard = page.waitForResponse((r) => r.url().includes('/admin-api/dashboard'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await dashboard).status()).toBe(200);
    await page.getByText('Active players').waitFor();
    await page.getByRole('list', { name: 'Orders by status' }).waitFor();
    await page.getByRole('img', { name: 'Bookings and revenue per day' }).waitFor();
    await page.getByRole('meter', { name: 'Marina Turf Arena occupancy' }).waitFor();
    await shoot(page, { path: join(shots, 'admin-dashboard.png'), fullPage: true });
  });

  it('lists the organisation’s orders, filters them by status, and opens one with its history', async () => {
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/orders**');
    const rows = page.locator('table.RaDataTable-table tbody tr');
    await rows.first().waitFor();
    const all = await rows.count();
    expect(all).toBeGreaterThanOrEqual(3);
    expect(await page.locator('table.RaDataTable-table tbody').innerText()).toContain('Marina Turf Arena');

    const filtered = page.waitForResponse(
      (r) => r.url().includes('/admin-api/orders?') && decodeURIComponent(r.url()).includes('"status":"cancelled"'),
    );
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    expect((await filtered).status()).toBe(200);
    await expect.poll(() => rows.count()).toBeLessThan(all);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Cancelled');
    await shoot(page, { path: join(shots, 'admin-orders-cancelled.png'), fullPage: true });

    await rows.first().click();
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.getByRole('table', { name: 'Totals' }).waitFor();
    expect(await page.getByRole('table', { name: 'Totals' }).innerText()).toMatch(/Total\s+₹\d[\d,]*(\.\d{2})?$/m); // formatAmount: paise only when there are some
    marinaOrderPath = new URL(page.url()).pathname.replace(/\/show.*$/, '/show');

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await history.waitFor();
    const events = await history.locator('tbody tr').allInnerTexts();
    // In words, by name (docs/adr/0106-words-not-ids.md).
    expect(events[0]).toMatch(/Order placed by [A-Z]/);
    expect(events.some((e) => /Order cancelled/.test(e))).toBe(true);
    expect(events.join('\n')).not.toMatch(/OrderPlaced|OrderCancelled/);
    await shoot(page, { path: join(shots, 'admin-order-history.png'), fullPage: true });
  });

  it('finds a buyer’s orders by typing the start of their name in lower case into “Buyer name or phone”', async () => {
    await page.goto(`${live.base}/admin/orders`);
    const rows = page.locator('table.RaDataTable-table tbody tr');
    await rows.first().waitFor();
    const bookedFor = (row: ReturnType<typeof rows.nth>) => row.locator('td[class*="column-bookedFor"]').innerText();
    // A demo buyer from the list itself, so the step follows the demo data rather than a fixed name.
    const name = (await bookedFor(rows.first())).trim();
    const typed = name.slice(0, 4).toLowerCase();
    const searched = page.waitForResponse(
      (r) => r.url().includes('/admin-api/orders?') && decodeURIComponent(r.url()).includes(`"bookedFor":"${typed}"`),
    );
    await page.getByRole('textbox', { name: 'Buyer name or phone' }).fill(typed);
    expect((await searched).status()).toBe(200);
    await expect
      .poll(async () =>
        (await rows.locator('td[class*="column-bookedFor"]').allInnerTexts()).map((n) => n.trim().toLowerCase().startsWith(typed)),
      )
      .not.toContain(false);
    expect(await rows.locator('td[class*="column-bookedFor"]').allInnerTexts()).toContain(name);
    await shoot(page, { path: join(shots, 'admin-orders-buyer-search.png'), fullPage: true });
    // Emptied again, so the steps after this one see the whole list.
    const cleared = page.waitForResponse(
      (r) => r.url().includes('/admin-api/orders?') && !decodeURIComponent(r.url()).includes('"bookedFor"'),
    );
    await page.getByRole('textbox', { name: 'Buyer name or phone' }).fill('');
    expect((await cleared).status()).toBe(200);
  });

  it('opens a record of every resource the manager may see, and the history of those that keep one', async () => {
    for (const { name, history } of [
      { name: 'payouts', history: false },
      { name: 'coupons', history: true },
      { name: 'spaces', history: true },
      { name: 'disputes', history: false },
    ]) {
      const list = page.waitForResponse((r) => r.url().includes(`/admin-api/${name}?`));
      await page.goto(`${live.base}/admin/${name}`);
      expect((await list).status()).toBe(200);
      const rows = page.locator('table.RaDataTable-table tbody tr');
      await rows.first().waitFor();
      const one = page.waitForResponse((r) => new RegExp(`/admin-api/${name}/[^/?]+$`).test(new URL(r.url()).pathname));
      await rows.first().click();
      expect((await one).status()).toBe(200);
      if (history) {
        await page.getByRole('tab', { name: 'History' }).click();
        await page.getByRole('table', { name: 'History' }).locator('tbody tr').first().waitFor();
      } else {
        await page.locator('.RaShow-main').waitFor();
      }
      expect(await page.getByRole('alert').count()).toBe(0);
      await shoot(page, { path: join(shots, `admin-${name}-show.png`), fullPage: true });
    }
  });

  /** Tomorrow at the venue (IST), when every slot of the day is still ahead. */
  const venueTomorrow = new Date(Date.now() + 86_400_000 + 19_800_000).toISOString().slice(0, 10);
  const VENUE = { id: 'space-e2e-cricket', name: 'E2E Box Cricket Arena' };

  it('creates a venue, adds a field and a priced time range, and blocks a slot, every write a command', async () => {
    await page.goto(`${live.base}/admin/spaces`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/spaces/create');
    await page.getByLabel('Venue id').fill(VENUE.id);
    await page.getByLabel('Venue name').fill(VENUE.name);
    await page.getByLabel('Location name').fill('Adyar Box Cricket');
    await page.getByLabel('Address').fill('Gandhi Nagar, Adyar');
    await page.getByLabel('City').fill('Chennai');
    // The sport is a choice by name among the platform's (SportInput): the demo's games know Cricket.
    await page.getByRole('combobox', { name: /^Sport/ }).fill('Cric');
    await page.getByRole('option', { name: 'Cricket', exact: true }).click();
    await page.getByRole('button', { name: 'Add a tax' }).click();
    await page.getByLabel('Tax id').fill('gst-18');
    await page.getByLabel('Slug').fill('GST');
    await page.getByLabel('Rate %').fill('18');
    await page.getByLabel('Handling charge (₹ per order)').fill('25');
    // The id of a venue the organisation has would replace it on saving: said next to the id, nothing sent.
    await page.getByLabel('Venue id').fill('space-marina-turf');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A venue of yours has this id (Marina Turf Arena): change the id, or edit that venue').waitFor();
    await page.getByLabel('Venue id').fill(VENUE.id);
    await shoot(page, { path: join(shots, 'admin-venue-create.png'), fullPage: true });
    // react-admin's create through ra-data-simple-rest: POST /admin-api/spaces, sent on to the venue's command.
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin-api/spaces'));
    await page.getByRole('button', { name: 'Save' }).click();
    const saveReply = await saved;
    expect(saveReply.status()).toBe(201);
    expect(saveReply.request().postDataJSON()).toMatchObject({
      name: VENUE.name,
      handlingCharge: 2500,
      location: { city: 'Chennai' },
      listings: [{ listingId: 'cricket', listingName: 'Cricket' }],
    });
    // The toast says what happened, in words (not react-admin's "Element created"): i18n/notices.ts.
    await toastShown(page, 'Venue created');
    await page.waitForURL(`**/admin/spaces/${VENUE.id}/show`);
    await page.getByText('Gandhi Nagar, Adyar').waitFor();

    await page.getByRole('tab', { name: 'Fields and prices' }).click();
    await page.getByRole('button', { name: 'Add field' }).click();
    const fieldDialog = page.getByRole('dialog', { name: 'Add a field' });
    await fieldDialog.getByLabel('Field key').fill('pitch-1');
    await fieldDialog.getByLabel('Field name').fill('Pitch 1 (box)');
    await fieldDialog.getByRole('button', { name: 'Add field' }).click();
    await fieldDialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Fields' }).getByText('Pitch 1 (box)').waitFor();

    await page.getByRole('button', { name: 'Configure time range' }).click();
    const rangeDialog = page.getByRole('dialog', { name: 'Configure a time range and its price' });
    await rangeDialog.getByLabel('Time range id').fill('evening');
    await rangeDialog.getByLabel('Price per slot (₹)').fill('800');
    await rangeDialog.getByLabel('Strike amount (₹)').fill('1000');
    await shoot(page, { path: join(shots, 'admin-venue-time-range.png') });
    const range = page.waitForResponse((r) => r.url().endsWith(`/spaces/${VENUE.id}/timeRanges/evening`));
    await rangeDialog.getByRole('button', { name: 'Save time range' }).click();
    expect((await range).request().postDataJSON()).toMatchObject({
      fieldIds: [`${VENUE.id}.pitch-1`],
      price: { amount: 80000, strikeAmount: 100000, enableTax: true, taxId: 'gst-18' },
    });
    await rangeDialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Time ranges' }).getByText('₹800', { exact: true }).waitFor();
    await shoot(page, { path: join(shots, 'admin-venue-fields.png'), fullPage: true });

    await page.getByRole('tab', { name: 'Slots' }).click();
    await page.getByLabel('Date').fill(venueTomorrow);
    const slots = page.getByRole('table', { name: 'Slots' });
    const evening = slots.getByRole('row').filter({ hasText: '18:00–19:00' });
    await evening.getByText('Available', { exact: true }).waitFor();
    await evening.getByRole('checkbox').check();
    await page.getByLabel('Reason (when blocking)').fill('Pitch relaying');
    const block = page.waitForResponse((r) => r.url().endsWith(`/spaces/${VENUE.id}/slots/block`));
    await page.getByRole('button', { name: 'Block selected', exact: true }).click();
    expect((await block).request().postDataJSON()).toEqual({
      fieldId: `${VENUE.id}.pitch-1`,
      date: venueTomorrow,
      startTimes: ['18:00'],
      reason: 'Pitch relaying',
    });
    await evening.getByText('Blocked', { exact: true }).waitFor();
    expect(await slots.getByText('Blocked', { exact: true }).count()).toBe(1);
    await shoot(page, { path: join(shots, 'admin-venue-slots.png'), fullPage: true });
  });

  it('creates a coupon with the fields of spec section 3', async () => {
    await page.goto(`${live.base}/admin/coupons/create`);
    await page.getByLabel('Code').fill('e2emonsoon');
    await page.getByLabel('Description').fill('15% off in the monsoon, up to ₹150');
    await page.getByLabel('Discount (%)').fill('15');
    await page.getByLabel('Maximum discount (₹)').fill('150');
    await page.getByLabel(/^Usage limit\W*$/).fill('200');
    const local = (ms: number) => new Date(ms - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel(/^From\W*$/).fill(local(Date.now()));
    await page.getByLabel(/^To\W*$/).fill(local(Date.now() + 30 * 86_400_000));
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin-api/coupons'));
    await page.getByRole('button', { name: 'Save' }).click();
    const reply = await saved;
    expect(reply.status()).toBe(201);
    expect(reply.request().postDataJSON()).toMatchObject({
      discountType: 'percentage',
      amountorper: 15,
      maxDiscountAmount: 15000,
      usageLimit: 200,
      status: 'active',
      privacy: 'public',
    });
    await toastShown(page, 'Coupon created');
    await page.waitForURL('**/admin/coupons/E2EMONSOON/show');
    await page.getByText('15%, up to ₹150').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByRole('table', { name: 'History' })
      .getByText(/^Coupon created by [A-Z]/)
      .waitFor();
    await shoot(page, { path: join(shots, 'admin-coupon-created.png'), fullPage: true });
  });

  it('creates a class with a weekly batch through its form (no JSON, rupees not paise), its key made from its name, and saves it again', async () => {
    await page.goto(`${live.base}/admin/classes`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/classes/create');
    // The organisation by its name (OrgInput), before the venue menu opens: its names re-render the form.
    await page.getByRole('combobox', { name: 'Organisation' }).filter({ hasText: 'Marina Sports' }).waitFor();
    await page.getByRole('combobox', { name: 'Venue' }).click();
    await page.getByRole('option', { name: 'Marina Turf Arena' }).click();
    await page.getByLabel(/^Class name/).fill('E2E Futsal Skills');
    await page.getByLabel(/^Coach/).fill('Arjun Rao');
    await page.getByLabel(/^Price per student/).fill('2500');
    await page.getByLabel(/^Batch name/).fill('Mon/Wed 6 pm');
    await page.getByLabel(/^From\W*$/).fill('18:00');
    await page.getByLabel(/^To\W*$/).fill('19:00');
    expect(await page.getByLabel(/^Key/).inputValue()).toBe('e2e-futsal-skills');
    await shoot(page, { path: join(shots, 'admin-class-create.png'), fullPage: true });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin-api/classes'));
    await page.getByRole('button', { name: 'Save' }).click();
    const reply = await saved;
    expect(reply.status()).toBe(201);
    // The form's defaults: Monthly, Mon and Wed from tomorrow, 16 places; the batch keyed by its name.
    expect(reply.request().postDataJSON().offering.details).toMatchObject({
      name: 'E2E Futsal Skills',
      instructor: 'Arjun Rao',
      validity: 'Monthly',
      price: { amount: 250000 },
      batches: {
        'mon-wed-6-pm': {
          name: 'Mon/Wed 6 pm',
          weekdays: [1, 3],
          startTime: '18:00',
          endTime: '19:00',
          startDate: venueTomorrow,
          capacity: 16,
        },
      },
    });
    await toastShown(page, 'Class created');
    await page.waitForURL('**/admin/classes/*/show');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel(/^Batch name/).waitFor();
    expect(await page.getByLabel(/^Batch name/).inputValue()).toBe('Mon/Wed 6 pm');
    await page.getByLabel(/^Price per student/).fill('2800');
    const again = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/admin-api/classes/class-space-marina-turf.e2e-futsal-skills'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await again).request().postDataJSON().offering.details).toMatchObject({
      price: { amount: 280000 },
      batches: { 'mon-wed-6-pm': { capacity: 16 } },
    });
    await toastShown(page, 'Class saved');
    await shoot(page, { path: join(shots, 'admin-class-saved.png'), fullPage: true });
  });

  it('creates a team tournament through its form (rupees, days, team size, a registration question, no JSON; a key the venue has refused) and reads its page in words', async () => {
    await page.getByRole('menuitem', { name: 'Tournaments' }).click();
    await page.waitForURL('**/admin/tournaments**');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/tournaments/create');
    await page.getByRole('combobox', { name: 'Organisation' }).filter({ hasText: 'Marina Sports' }).waitFor();
    await page.getByRole('combobox', { name: 'Venue' }).click();
    await page.getByRole('option', { name: 'Marina Turf Arena' }).click();
    expect(await page.getByText('Details (JSON)').count()).toBe(0);
    // First a name whose key the demo venue has (its Monsoon 5-a-side Cup): saving would replace it.
    await page.getByLabel(/^Tournament name/).fill('Monsoon Cup');
    await page.getByLabel(/^Price per entry/).fill('4000');
    await page.getByLabel(/^Starts at/).fill('16:00');
    await page.getByRole('radio', { name: 'Teams' }).check();
    await page.getByLabel(/^Players per team/).fill('7');
    await page.getByLabel(/^Entries \(places\)/).fill('8');
    // A close after the start is said next to the field, and not sent.
    await page.getByLabel(/^Registration closes/).fill(`${venueTomorrow}T17:00`);
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel(/^Question/).fill('Team name');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Closes by the start').waitFor();
    await page.getByText('A tournament at this venue has this key (Monsoon 5-a-side Cup): change the key, or edit that one').waitFor();
    await page.getByLabel(/^Registration closes/).fill(`${venueTomorrow}T12:00`);
    await page.getByLabel(/^Tournament name/).fill('E2E Monsoon Cup');
    expect(await page.getByLabel(/^Key/).inputValue()).toBe('e2e-monsoon-cup');
    await shoot(page, { path: join(shots, 'admin-tournament-create.png'), fullPage: true });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin-api/tournaments'));
    await page.getByRole('button', { name: 'Save' }).click();
    const reply = await saved;
    expect(reply.status()).toBe(201);
    expect(reply.request().postDataJSON().offering.details).toMatchObject({
      name: 'E2E Monsoon Cup',
      price: { amount: 400000 },
      startDate: venueTomorrow,
      startTime: '16:00',
      participationType: 'team',
      maxParticipantPerTeam: 7,
      capacity: 8,
      registrationCloses: `${venueTomorrow}T12:00:00+05:30`,
      formFields: [{ id: 'team-name', label: 'Team name', type: 'text', required: false }],
    });
    await toastShown(page, 'Tournament created');
    await page.waitForURL('**/admin/tournaments/*/show');
    await page.getByLabel('Details', { exact: true }).getByText('₹4,000 per entry').waitFor();
    const words = await page.getByLabel('Details', { exact: true }).innerText();
    expect(words).toContain('₹4,000 per entry');
    expect(words).toContain('Teams of up to 7 players');
    expect(words).toContain('8 teams');
    expect(words).toContain('Team name: a written answer');
    expect(words).not.toMatch(/400000|participationType|\{/);
    await shoot(page, { path: join(shots, 'admin-tournament-show.png'), fullPage: true });

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel(/^Players per team/).waitFor();
    expect(await page.getByLabel(/^Registration closes/).inputValue()).toBe(`${venueTomorrow}T12:00`);
    expect(await page.getByLabel(/^Question/).inputValue()).toBe('Team name');
    await page.getByLabel(/^Entries \(places\)/).fill('10');
    const again = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/admin-api/tournaments/tournament-space-marina-turf.e2e-monsoon-cup'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await again).request().postDataJSON().offering.details).toMatchObject({
      capacity: 10,
      registrationCloses: `${venueTomorrow}T12:00:00+05:30`,
      formFields: [{ id: 'team-name', label: 'Team name' }],
    });
    await toastShown(page, 'Tournament saved');
  });

  it('finds a confirmed order and refunds it in full', async () => {
    await page.goto(`${live.base}/admin/orders`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Confirmed' }).click();
    const rows = page.locator('table.RaDataTable-table tbody tr');
    await expect.poll(async () => (await rows.allInnerTexts()).every((t) => t.includes('Confirmed'))).toBe(true);
    await rows.first().click();
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order' });
    // By percentage, cancelling (an amount alone refunds part and keeps the booking).
    await dialog.getByLabel('Percentage').check();
    expect(await dialog.getByLabel(/Refund percent/).inputValue()).toBe('100');
    await dialog.getByLabel(/Also cancel/).check();
    const refund = page.waitForResponse((r) => /\/admin-api\/orders\/[^/]+\/refund$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    expect((await refund).status()).toBe(200);
    await toastShown(page, 'Order refunded (100%)');
    await page.locator('.RaShow-main').getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await shoot(page, { path: join(shots, 'admin-order-refunded.png'), fullPage: true });
  });

  it("shows a refunded order's charge and refund on its Transactions tab, grants and revokes access, lists ratings, and edits the organisation (each write a command)", async () => {
    // The latest cancelled order: the one refunded above (or the demo's cancelled one when run alone).
    await page.goto(`${live.base}/admin/orders`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    const cancelled = page.locator('table.RaDataTable-table tbody tr');
    await expect.poll(async () => (await cancelled.allInnerTexts()).every((t) => t.includes('Cancelled'))).toBe(true);
    await cancelled.first().click();
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const gateway = page.getByRole('table', { name: 'Gateway transactions' }).locator('tbody tr');
    // The refund goes through the gateway after the cancellation: read again until it is listed (kind and status in words).
    await expect
      .poll(
        async () => {
          await page
            .getByRole('button', { name: 'Refresh' })
            .click()
            .catch(() => undefined);
          return (await gateway.allInnerTexts()).join('\n');
        },
        { timeout: 10_000 },
      )
      .toMatch(/Refund[\s\S]*Refunded|Refunded[\s\S]*Refund/);
    expect((await gateway.allInnerTexts()).some((t) => t.includes('Charge') && t.includes('Captured'))).toBe(true);
    await shoot(page, { path: join(shots, 'admin-order-transactions.png'), fullPage: true });

    await page.goto(`${live.base}/admin/access`);
    const accounts = page.locator('table.RaDataTable-table tbody tr');
    // The account holder by name, not id: demo-staff-meera.
    await expect.poll(async () => (await accounts.allInnerTexts()).join('\n'), { timeout: 30_000 }).toContain('Meera Pillai');
    await shoot(page, { path: join(shots, 'admin-access-list.png'), fullPage: true });

    // Grant a player staff access to one of the organisation's venues (picked from its own), then revoke it.
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/access\/create/);
    await page.getByRole('textbox', { name: 'User id' }).fill('demo-player-kavya');
    await page.getByRole('combobox', { name: 'Venues' }).click();
    await page.getByRole('option', { name: 'Marina Turf Arena' }).click();
    const granted = page.waitForResponse((r) => r.url().endsWith('/admin-api/access') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await granted).status()).toBe(201);
    expect((await granted).request().postDataJSON()).toMatchObject({
      orgId: 'org-marina-sports',
      userId: 'demo-player-kavya',
      role: 'staff',
      spaceIds: ['space-marina-turf'],
    });
    await toastShown(page, 'Access granted');
    // The account's page in words: the person by name, the ids only in its Reference line.
    await page.getByText('Reference: user demo-player-kavya · organisation org-marina-sports').waitFor();
    await expect.poll(() => page.locator('dl[aria-label="Access account"]').innerText()).toContain('Kavya Nair');
    await shoot(page, { path: join(shots, 'admin-access-granted.png'), fullPage: true });
    await page.getByRole('button', { name: 'Revoke' }).click();
    const revoked = page.waitForResponse(
      (r) =>
        decodeURIComponent(r.url()).endsWith('/admin-api/access/org-marina-sports:demo-player-kavya') && r.request().method() === 'DELETE',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    expect((await revoked).status()).toBe(200);
    await toastShown(page, 'Access revoked');

    await page.goto(`${live.base}/admin/ratings`);
    await page.locator('table.RaDataTable-table tbody tr').first().waitFor();
    await shoot(page, { path: join(shots, 'admin-ratings-list.png'), fullPage: true });

    await page.goto(`${live.base}/admin/organisations/org-marina-sports/show`);
    await page.getByText('Marina Sports Private Limited').waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Contact person').fill('Meera Iyer (front desk)');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/admin-api/organisations/org-marina-sports') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await toastShown(page, 'Organisation saved');
    await page.getByText('Meera Iyer (front desk)').waitFor();
    await shoot(page, { path: join(shots, 'admin-organisation-edited.png'), fullPage: true });
  });

  it('resolves an open dispute as upheld, with a note', async () => {
    // The queue filtered to open cases, as the status filter writes it into the address.
    await page.goto(`${live.base}/admin/disputes?${new URLSearchParams({ filter: JSON.stringify({ status: 'open' }) })}`);
    const rows = page.locator('table.RaDataTable-table tbody tr');
    await rows.first().waitFor();
    // The status in words, as every list says it (not the code 'open').
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\bOpen\b/);
    // Kavya's "Team Player" case at Marina (the demo has other open cases too).
    await rows.filter({ hasText: 'Team Player' }).first().click();
    await page.waitForURL('**/admin/disputes/*/show');
    await page.locator('.RaShow-main').getByText('Team Player').waitFor();
    await page.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve this dispute' });
    await dialog.getByRole('radio', { name: /^Upheld/ }).check();
    await dialog.getByLabel('Note').fill('Two players confirmed they left early.');
    await shoot(page, { path: join(shots, 'admin-dispute-resolve.png') });
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await toastShown(page, 'Dispute upheld');
    await page.getByText('Two players confirmed they left early.').waitFor();
    await shoot(page, { path: join(shots, 'admin-dispute-resolved.png'), fullPage: true });
  });

  it('creates an enquiry, logs a call and marks it contacted, then finds it in the list (business records, every write a command)', async () => {
    await page.goto(`${live.base}/admin/enquiries/create`);
    await page.getByLabel(/^Key/).fill('e2e-lead');
    await page.getByLabel(/^Name/).fill('Asha Menon');
    await page.getByLabel(/^Phone/).fill('919812345678');
    await page.getByLabel(/^Listing id/).fill('pickleball');
    await page.getByRole('combobox', { name: /^Source/ }).click();
    await page.getByRole('option', { name: 'Walk in' }).click();
    await page.getByLabel(/^Message/).fill('Weekend coaching for two');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin-api/enquiries'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(201);
    await page.waitForURL('**/admin/enquiries/*/show');
    await page.getByLabel('Details').getByText('Weekend coaching for two').waitFor();

    await page.getByRole('button', { name: 'Add log' }).click();
    const logDialog = page.getByRole('dialog', { name: 'Add a log to “Asha Menon”' });
    await logDialog.getByLabel(/^Note/).fill('Called back, visiting on Saturday');
    await logDialog.getByRole('button', { name: 'Add log' }).click();
    await toastShown(page, 'Log added');
    await logDialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Change status' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Change the status of “Asha Menon”' });
    await statusDialog.getByRole('combobox', { name: /New status/ }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await statusDialog.getByLabel(/^Note/).fill('Spoke to her');
    await statusDialog.getByRole('button', { name: 'Change status' }).click();
    await toastShown(page, 'Status changed to Contacted');
    await statusDialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Record').getByText('Contacted').waitFor();
    await shoot(page, { path: join(shots, 'admin-enquiry-summary.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Logs' }).click();
    await page.getByRole('table', { name: 'Logs' }).getByText('Called back, visiting on Saturday').waitFor();
    await shoot(page, { path: join(shots, 'admin-enquiry-show.png'), fullPage: true });

    await page.getByRole('menuitem', { name: 'Enquiries' }).click();
    const row = page.locator('table.RaDataTable-table tbody tr').filter({ hasText: 'Asha Menon' });
    await row.getByText('Contacted').waitFor();
    await shoot(page, { path: join(shots, 'admin-enquiries-list.png'), fullPage: true });
  });

  it('marks a student present from a session’s register (docs/backoffice.md "Classes": the demo Tue/Thu batch’s latest session is left open)', async () => {
    // Scheduled sessions of the batch, oldest first: the latest past one, then the ones ahead.
    const filter = JSON.stringify({ batchKey: 'tue-thu', status: 'scheduled' });
    await page.goto(`${live.base}/admin/sessions?${new URLSearchParams({ filter, sort: 'date', order: 'ASC' })}`);
    // The date cell: the class and batch cells are links of their own.
    await page.locator('table.RaDataTable-table tbody tr').first().locator('td').first().click();
    await page.waitForURL('**/admin/sessions/*/show');
    const register = page.getByRole('table', { name: 'Register' });
    const rahul = register.locator('tbody tr').filter({ hasText: 'Rahul Verma' });
    await rahul.getByText('Not marked').waitFor();
    const marked = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/sessions\/tt-\d+\/attendance\/demo-host-rahul$/.test(r.url()),
    );
    await rahul.getByRole('button', { name: 'Present' }).click();
    expect((await marked).status()).toBe(200);
    await toastShown(page, 'Rahul Verma marked present');
    await rahul.getByRole('cell', { name: 'Present', exact: true }).waitFor();
    await shoot(page, { path: join(shots, 'admin-session-register.png'), fullPage: true });
  });

  it('fits the new venue’s slots on a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto(`${live.base}/admin/spaces/${VENUE.id}/show/slots`);
      await page.getByLabel('Date').fill(venueTomorrow);
      await page.getByRole('table', { name: 'Slots' }).getByText('Blocked', { exact: true }).waitFor();
      await shoot(page, { path: join(shots, 'admin-375-venue-slots.png'), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('signs in a staff member of another organisation (demo account), who sees none of it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await context.newPage();
    other.setDefaultTimeout(20_000);
    try {
      await other.goto(`${live.base}/admin/login`);
      await codeFromDevOutbox(other, other.getByRole('listitem').filter({ hasText: 'Sunil Das' }));
      await other.getByRole('button', { name: 'Sign in', exact: true }).click();
      await other.getByText('Active players').waitFor();
      // Staff: no platform-wide resources in the menu (Games lists only their venues' games: staffGames.e2e.spec.ts).
      expect(await other.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);

      for (const [resource, theirs, ours] of [
        ['spaces', 'Harbour Pickleball Courts', VENUE.name],
        ['coupons', null, 'E2EMONSOON'],
        ['orders', 'Harbour Pickleball Courts', 'Marina Turf Arena'],
        // Harbour's own case (Priya's, about its venue's game), never Marina's.
        ['disputes', 'Harbour Doubles Mixer', 'Two players'],
      ] as const) {
        const list = other.waitForResponse((r) => r.url().includes(`/admin-api/${resource}?`));
        await other.goto(`${live.base}/admin/${resource}`);
        expect((await list).status()).toBe(200);
        if (theirs) await other.getByText(theirs).first().waitFor();
        else await other.getByText(/No .* yet\.|No results found/).waitFor();
        expect(await other.locator('body').innerText()).not.toContain(ours);
      }
      // Staff read; they create nothing.
      await other.goto(`${live.base}/admin/spaces`);
      await other.getByText('Harbour Pickleball Courts').first().waitFor();
      expect(await other.getByRole('link', { name: 'Create' }).count()).toBe(0);
      await shoot(other, { path: join(shots, 'admin-other-org-staff-venues.png'), fullPage: true });
      // Nor the new venue by its address.
      const one = other.waitForResponse((r) => r.url().endsWith(`/admin-api/spaces/${VENUE.id}`));
      await other.goto(`${live.base}/admin/spaces/${VENUE.id}/show`);
      expect((await one).status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('fits a 375 px phone: dashboard and orders list without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      for (const [path, ready] of [
        ['/admin', () => page.getByText('Active players').waitFor()],
        ['/admin/orders', () => page.getByRole('combobox', { name: 'Status' }).waitFor()],
      ] as const) {
        await page.goto(`${live.base}${path}`);
        await ready();
        await shoot(page, { path: join(shots, `admin-375${path.replace(/\//g, '-')}.png`), fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('shows a staff member of an organisation without orders an empty list, and none of Marina Sports’ orders by address', async () => {
    // An organisation no demo data belongs to (Harbour Courts has orders of its own), so the list is empty.
    const { accessToken, refreshToken } = await live.tokens.issue({
      userId: 'staff-elsewhere',
      name: 'Esha Elsewhere',
      role: 'org_staff',
      scopeIds: ['org-elsewhere'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SESSION_KEY, JSON.stringify({ accessToken, refreshToken })],
    );
    const other = await context.newPage();
    // A cold page of its own: on a loaded machine its first list took longer than 20 s.
    other.setDefaultTimeout(60_000);
    try {
      const list = other.waitForResponse((r) => r.url().includes('/admin-api/orders?'));
      await other.goto(`${live.base}/admin/orders`);
      const reply = await list;
      expect(reply.status()).toBe(200);
      expect(await reply.json()).toEqual([]);
      // What the list holds, not react-admin's "Do you want to add one?" (resources/EmptyList.tsx).
      await other.getByText('No orders yet.').waitFor();
      await other.getByText('Bookings at your venues are listed here as players make them.').waitFor();
      expect(await other.locator('body').innerText()).not.toContain('Marina Turf Arena');
      await shoot(other, { path: join(shots, 'admin-other-org-orders.png'), fullPage: true });

      // Nor one of them by its address: the API says it does not exist.
      const one = other.waitForResponse((r) => r.url().endsWith(marinaOrderPath.replace('/admin/', '/admin-api/').replace(/\/show$/, '')));
      await other.goto(`${live.base}${marinaOrderPath}`);
      expect((await one).status()).toBe(404);
      expect(await other.locator('body').innerText()).not.toContain('OrderPlaced');
    } finally {
      await context.close();
    }
  });

  it("pages a big game's players on its Players tab for a platform operator, its start in venue time", async () => {
    const issue = async (userId: string, name: string, role: 'player' | 'admin') => live.tokens.issue({ userId, name, role, scopeIds: [] });
    const send = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${live.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    // Three days ahead at 22:00 at the venue (IST): 16:30 UTC, which a browser elsewhere would show otherwise.
    const day = new Date(Date.now() + 3 * 86_400_000 + 19_800_000).toISOString().slice(0, 10);
    const host = await issue('e2e-big-host', 'Bina Bighost', 'player');
    const game = {
      name: 'E2E Big Game',
      listingId: 'football',
      listingName: 'Football',
      activityFormat: '5v5',
      date: day,
      duration: [{ from: `${day}T22:00:00+05:30`, to: `${day}T23:00:00+05:30` }],
      location: { name: 'Marina Turf Arena', lat: 13.0, lon: 80.27 },
      maxParticipants: 80,
    };
    const created = await send(host.accessToken, 'PUT', '/api/vm/activities', game);
    expect(created.status).toBe(201);
    const activityId = ((await created.json()) as { data: { activityId: string } }).data.activityId;
    // The host and 55 players: 56 entries, beyond the game document's preview of 50.
    for (let i = 1; i <= 55; i++) {
      const player = await issue(`e2e-crowd-${i}`, `Crowd Player ${String(i).padStart(2, '0')}`, 'player');
      expect((await send(player.accessToken, 'PUT', `/api/vm/activities/${activityId}/join`)).status).toBe(200);
    }
    const { accessToken, refreshToken } = await issue('e2e-ops', 'Ola Operator', 'admin');
    const players = `/admin-api/gamePlayers?filter=${encodeURIComponent(JSON.stringify({ activityId }))}&range=[0,0]`;
    await expect
      .poll(async () => (await send(accessToken, 'GET', players)).headers.get('content-range'), { timeout: 30_000 })
      .toMatch(/\/56$/);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SESSION_KEY, JSON.stringify({ accessToken, refreshToken })],
    );
    const ops = await context.newPage();
    ops.setDefaultTimeout(60_000);
    try {
      await ops.goto(`${live.base}/admin/games/${activityId}/show`);
      const starts = `${new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}, 22:00`;
      await ops.getByText(starts, { exact: true }).waitFor();
      const first = ops.waitForResponse((r) => r.url().includes('/admin-api/gamePlayers?'));
      await ops.getByRole('tab', { name: 'Players' }).click();
      expect((await first).status()).toBe(200);
      const rows = ops.getByRole('table', { name: 'Players' }).locator('tbody tr');
      await ops.getByText('Crowd Player 49', { exact: true }).waitFor();
      expect(await rows.count()).toBe(50);
      await ops.getByText('1-50 of 56').waitFor();
      await shoot(ops, { path: join(shots, 'admin-game-players.png'), fullPage: true });
      const next = ops.waitForResponse(
        (r) => r.url().includes('/admin-api/gamePlayers?') && decodeURIComponent(r.url()).includes('range=[50,99]'),
      );
      await ops.getByRole('button', { name: 'Go to next page' }).click();
      expect((await next).status()).toBe(200);
      await ops.getByText('Crowd Player 55', { exact: true }).waitFor();
      await ops.getByText('51-56 of 56').waitFor();
      expect(await rows.count()).toBe(6);
    } finally {
      await context.close();
    }
  });
});
