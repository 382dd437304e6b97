// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonMatch } from '@sports/contracts';
import { renderAt, setupAppHarness } from '../../test/app';
import { dashboardReply } from '../../test/dashboardFixture';
import { fakeApi, on, problem, type Call } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';
import { rolesOf } from './findAnyone';

setupAppHarness();

const rahul: PersonMatch = {
  id: 'demo-host-rahul',
  name: 'Rahul Verma',
  phone: '+919800000004',
  student: [
    { id: 'st-1', orgId: 'org-marina-sports', classId: 'class-space-marina-turf.junior', className: 'Junior Football', status: 'active' },
  ],
  member: [{ id: 'o9.regulars', orgId: 'org-marina-sports', plan: 'Turf regulars', validUntil: '2027-02-19' }],
  buyer: { orders: 2 },
};
const pathOf = ({ resource, id, type }: { resource: string; id?: string; type: 'show' | 'list' }) =>
  type === 'show' ? `/admin/${resource}/${id}/show` : `/admin/${resource}`;

describe('what a found person is (docs/backoffice.md "Find anyone")', () => {
  it('says student of which class, member of which plan and buyer of how many orders, each linking to its records', () => {
    expect(rolesOf(rahul, pathOf)).toEqual([
      { label: 'Student of Junior Football', to: '/admin/students/st-1/show' },
      { label: 'Member · Turf regulars', to: '/admin/members/o9.regulars/show' },
      {
        label: 'Buyer of 2 orders',
        to: `/admin/orders?filter=${encodeURIComponent('{"userId":"demo-host-rahul"}')}&displayedFilters=${encodeURIComponent('{"userId":true}')}`,
      },
    ]);
    const once = rolesOf(
      { ...rahul, student: [{ ...rahul.student[0]!, status: 'cancelled' }], member: [], buyer: { orders: 1 } },
      pathOf,
    ).map((r) => r.label);
    expect(once).toEqual(['Student of Junior Football (cancelled)', 'Buyer of 1 order']);
    expect(rolesOf({ ...rahul, student: [], member: [], buyer: { orders: 0 } }, pathOf)).toEqual([]);
  });
});

describe('the Find anyone page', () => {
  const searched = (calls: Call[]) =>
    calls.filter((c) => c.path.startsWith('/admin-api/people/search')).map((c) => new URL(c.path, 'http://x').searchParams.get('q'));

  it('is in the menu; finds people by what was typed and links each to their records', async () => {
    signedInAsManager();
    const calls = fakeApi(
      on('GET', '/admin-api/dashboard?days=14', { body: dashboardReply() }),
      on('GET', `/admin-api/people/search?q=${encodeURIComponent('0004')}`, { body: [rahul] }),
      on('GET', `/admin-api/people/search?q=${encodeURIComponent('zz')}`, { body: [] }),
    );
    renderAt('/admin');
    fireEvent.click(await screen.findByRole('menuitem', { name: /Find anyone/ }, { timeout: 15_000 }));
    const box = await screen.findByRole('textbox', { name: 'Name or phone' }, { timeout: 45_000 });
    fireEvent.change(box, { target: { value: ' 0004 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('listitem', { name: 'Rahul Verma' }, { timeout: 10_000 });
    expect(within(found).getByText('+91 98000 00004')).toBeTruthy();
    expect(within(found).getByRole('link', { name: 'Buyer of 2 orders' }).getAttribute('href')).toContain('/admin/orders?filter=');
    expect(within(found).getByRole('link', { name: 'Student of Junior Football' }).getAttribute('href')).toBe('/admin/students/st-1/show');
    expect(searched(calls)).toEqual(['0004']);

    fireEvent.change(box, { target: { value: 'zz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('No one found for “zz”.', undefined, { timeout: 10_000 });
    expect(window.location.pathname).toBe('/admin/find');
  }, 90_000);

  it("asks for 4 digits before searching a phone, and shows the server's refusal in words", async () => {
    signedInAsManager();
    const calls = fakeApi(
      on(
        'GET',
        `/admin-api/people/search?q=${encodeURIComponent('ab\\')}`,
        problem(400, 'VALIDATION_FAILED', 'query.q: must not hold control characters', 'query.q'),
      ),
    );
    renderAt('/admin/find');
    const box = await screen.findByRole('textbox', { name: 'Name or phone' }, { timeout: 45_000 });
    fireEvent.change(box, { target: { value: '+91 0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('A phone number needs at least its last 4 digits.')).toBeTruthy();
    expect(searched(calls)).toEqual([]);
    fireEvent.change(box, { target: { value: 'ab\\' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('must not hold control characters', undefined, { timeout: 10_000 })).toBeTruthy();
  }, 90_000);
});
