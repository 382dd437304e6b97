import { describe, expect, it } from 'vitest';
import { patch, shapedLike } from './patch';

describe('document patches (core/patch.ts)', () => {
  it('patch gives what a spread gives, and leaves the document it was given alone', () => {
    const doc = { id: 'g1', name: 'Sunday 5s', count: 3, tags: ['a'] };
    const next = patch(doc, { count: 4 }, { name: 'Monday 5s' });
    expect(next).toEqual({ ...doc, count: 4, name: 'Monday 5s' });
    expect(Object.keys(next)).toEqual(['id', 'name', 'count', 'tags']);
    expect(doc).toEqual({ id: 'g1', name: 'Sunday 5s', count: 3, tags: ['a'] });
  });

  it('shapedLike makes documents with every field present; the unset ones leave no trace in JSON', () => {
    type Doc = { id: string; name?: string; note?: string; count: number };
    const make = shapedLike<Doc>(['id', 'name', 'note', 'count']);
    const doc = make({ id: 'g1', count: 1 }, { name: 'Five a side' });
    expect(Object.keys(doc)).toEqual(['id', 'name', 'note', 'count']);
    expect(JSON.parse(JSON.stringify(doc))).toEqual({ id: 'g1', name: 'Five a side', count: 1 });
    expect(JSON.stringify(doc)).toBe(JSON.stringify({ id: 'g1', name: 'Five a side', count: 1 }));
    // Two documents never share state through the template.
    expect(make({ id: 'g2', count: 2 })).toEqual({ id: 'g2', count: 2 });
  });
});
