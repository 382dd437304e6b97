// @vitest-environment jsdom
import { RECORD_KINDS } from '@sports/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listReply, on, type Call } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';
import { orgRecord } from './recordFixture';
import { fieldsOf } from './schemaFields';

setupAppHarness();

describe('the generic record form, read from the kind’s zod schema', () => {
  it('chooses an input per field type: text, money, enum, date, date-time, string lists, nested objects, JSON for deeper shapes', () => {
    const kinds = (name: keyof typeof RECORD_KINDS) =>
      Object.fromEntries(fieldsOf(RECORD_KINDS[name].details).map((f) => [f.name, [f.kind, f.required]]));
    expect(kinds('salescampaign')).toEqual({
      name: ['text', true],
      channel: ['enum', true],
      budget: ['money', true],
      from: ['date', true],
      to: ['date', true],
      couponCodes: ['strings', false],
      notes: ['longText', false],
    });
    expect(kinds('poll')).toMatchObject({ options: ['strings', true], closesAt: ['dateTime', true], listingId: ['text', false] });
    expect(kinds('instructor')).toMatchObject({ availability: ['json', false], skills: ['strings', true] });
    expect(kinds('quiz')).toMatchObject({ questions: ['json', true] });
    const partner = fieldsOf(RECORD_KINDS.partner.details).find((f) => f.name === 'bankAccount')!;
    expect(partner).toMatchObject({ kind: 'object', required: false });
    expect(partner.fields!.map((f) => f.name)).toEqual(['holderName', 'ifsc', 'accountNumber']);
    expect(fieldsOf(RECORD_KINDS.subscription.details).find((f) => f.name === 'subscriber')!.fields).toEqual([
      { name: 'type', kind: 'enum', required: true, choices: ['user', 'org'] },
      { name: 'id', kind: 'text', required: true },
    ]);
  });

  it('creates a plan with POST /admin-api/plans: price typed in rupees goes in paise (blank optional fields are left out by the server)', async () => {
    signedInAsManager();
    const saved = orgRecord({
      id: 'plan-org-marina-sports.gold',
      kind: 'plan',
      key: 'gold',
      name: 'Gold',
      status: 'active',
      details: { name: 'Gold', price: 99_900, billingPeriod: 'monthly', features: ['Free parking'], description: '' },
    });
    const calls = fakeApi(
      on('POST', '/admin-api/plans', (call) => ({ status: 201, body: { ...(call.body as object), id: saved.id } })),
      on('GET', '/admin-api/plans/plan-org-marina-sports.gold', { body: saved }),
    );
    renderAt('/admin/plans/create');

    fireEvent.change(await screen.findByLabelText(/^Key/, undefined, { timeout: 10_000 }), { target: { value: 'gold' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Gold' } });
    fireEvent.change(screen.getByLabelText(/^Price \(₹\)/), { target: { value: '999' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Billing period/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    const features = screen.getByLabelText(/^Features/);
    fireEvent.change(features, { target: { value: 'Free parking' } });
    fireEvent.keyDown(features, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), { timeout: 5_000 });
    const { orgId, key, details } = calls.find((c) => c.method === 'POST')!.body as {
      orgId: string;
      key: string;
      details: Record<string, unknown>;
    };
    expect([orgId, key]).toEqual(['org-marina-sports', 'gold']);
    expect(Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null && value !== ''))).toEqual({
      name: 'Gold',
      price: 99_900,
      billingPeriod: 'monthly',
      features: ['Free parking'],
    });
    await screen.findByLabelText('Details', undefined, { timeout: 5_000 });
    expect(screen.getByText('₹999')).toBeTruthy();
  });

  it("picks an enquiry's venue by name, not by typing its id", async () => {
    signedInAsManager();
    fakeApi((call: Call) =>
      call.method === 'GET' && call.path.startsWith('/admin-api/spaces?')
        ? listReply('spaces', [{ id: 'space-marina-turf', name: 'Marina Turf Arena' }])
        : undefined,
    );
    renderAt('/admin/enquiries/create');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Venue/ }, { timeout: 10_000 }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: 'Marina Turf Arena' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Space id/)).toBeNull();
  });
});
