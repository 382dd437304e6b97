import { ADMIN_RESOURCES } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '.';

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

  it('offers create and edit only where a command writes the record', () => {
    const writable = RESOURCES.filter((r) => 'create' in r || 'edit' in r).map((r) => r.name);
    expect(writable).toEqual(['settlements', 'coupons', 'spaces', 'classes', 'packs', 'lockers', 'meets', 'tournaments']);
  });
});
