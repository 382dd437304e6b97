import type { DemoAccount } from '@sports/contracts';

/** The demo users of the embedded default (phone numbers use the spec's default country code 91). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userId: 'demo-player-priya', name: 'Priya Sharma', role: 'player', phone: '+919800000001' },
  { userId: 'demo-player-arjun', name: 'Arjun Mehta', role: 'player', phone: '+919800000002' },
  { userId: 'demo-player-kavya', name: 'Kavya Nair', role: 'player', phone: '+919800000003' },
  { userId: 'demo-host-rahul', name: 'Rahul Verma', role: 'host', phone: '+919800000004' },
  { userId: 'demo-host-ananya', name: 'Ananya Iyer', role: 'host', phone: '+919800000005' },
  { userId: 'demo-manager-vikram', name: 'Vikram Rao', role: 'org_manager', phone: '+919800000006' },
  // Back-office demo accounts; their access accounts are granted by the demo seed (demo/src/staff.ts).
  { userId: 'demo-staff-meera', name: 'Meera Pillai', role: 'org_staff', phone: '+919800000007' },
  { userId: 'demo-manager-farah', name: 'Farah Khan', role: 'org_manager', phone: '+919800000008' },
  { userId: 'demo-staff-sunil', name: 'Sunil Das', role: 'org_staff', phone: '+919800000009' },
  { userId: 'demo-admin-neha', name: 'Neha Kapoor', role: 'admin', phone: '+919800000010' },
];
