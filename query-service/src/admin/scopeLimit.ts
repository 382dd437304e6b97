/**
 * The field a resource is scoped by, and the values of it the caller may see ('all' for operators);
 * `also`: records matching this instead are the caller's too (a dispute case about a game at the
 * organisation's venue through a field or a typed place carries no spaceId: docs/adr/0108-games-at-their-venues.md).
 */
export interface ScopeLimit {
  field: string;
  values: 'all' | string[];
  also?: { field: string; values: string[] };
}
