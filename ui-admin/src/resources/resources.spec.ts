import { ADMIN_RESOURCES } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { MENU_SECTIONS, RESOURCES } from '.';
import { RESOURCE_ENTRIES, declarationOf } from './entries';

describe('the back office’s resources', () => {
  it('registers admin API resources in its menu order, with its labels, each with a lazily loaded list and show', () => {
    const declared = ADMIN_RESOURCES.map((r) => [r.name, r.label]);
    const registered = RESOURCES.map((r) => [r.name, r.options.label]);
    expect(declared.filter(([name]) => registered.some(([r]) => r === name))).toEqual(registered);
    for (const resource of RESOURCES) {
      // React.lazy components: the view's module is fetched on first render, so the first screen stays small.
      expect(String((resource.list as { $$typeof?: symbol }).$$typeof)).toBe('Symbol(react.lazy)');
      expect(String((resource.show as { $$typeof?: symbol }).$$typeof)).toBe('Symbol(react.lazy)');
    }
  });

  it('names, labels and scopes each resource as ADMIN_RESOURCES does, and loads its declaration on demand', async () => {
    // The menu's light table (entries.ts) keeps the record schemas out of the first screen; it must not drift.
    expect(Object.entries(RESOURCE_ENTRIES).map(([name, { label, scope }]) => [name, label, scope])).toEqual(
      ADMIN_RESOURCES.map((r) => [r.name, r.label, r.scope]),
    );
    expect(await declarationOf('orders')).toBe(ADMIN_RESOURCES.find((r) => r.name === 'orders'));
  });

  it('groups the menu in sections that start at a registered resource, in menu order', () => {
    const starts = MENU_SECTIONS.map((s) => RESOURCES.findIndex((r) => r.name === s.first));
    expect(starts.every((i) => i >= 0)).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBe(0);
  });

  it('offers create and edit only where a command writes the record', () => {
    const writable = RESOURCES.filter((r) => 'create' in r || 'edit' in r).map((r) => r.name);
    expect(writable).toEqual([
      'settlements',
      'coupons',
      'spaces',
      'classes',
      'packs',
      'lockers',
      'meets',
      'tournaments',
      'events',
      // The business records, through PUT /org-api/{orgId}/{plural}/{key}; members are read-only.
      'instructors',
      'resources',
      'campaigns',
      'enquiries',
      'partners',
      'plans',
      'subscriptions',
      'stories',
      'polls',
      'quizzes',
      'comments',
      'replies',
      // PUT /org-api/{orgId}, PUT /org-api/{orgId}/accessAccounts/{userId}, PUT /admin-api/cities/{id}.
      'organisations',
      'access',
      'cities',
    ]);
  });
});
