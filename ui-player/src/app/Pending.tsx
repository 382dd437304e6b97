import { Muted } from '../ui/primitives';

export function Pending() {
  return <Muted aria-busy="true">Loading…</Muted>;
}
