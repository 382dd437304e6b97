import { gameDetailsSchema, type GameDetails, type PersonRef } from '@sports/contracts';

/**
 * Realistic games for the read benchmark, generated from the game number alone (a seeded
 * random stream), so a run is repeatable and the query mix can aim at data that exists.
 */

/** Eight sports (spec section 7 filters the list by listing). */
export const LISTINGS = [
  { id: 'football', name: 'Football', formats: ['5v5', '7v7', '11v11'], places: [10, 14, 22] },
  { id: 'cricket', name: 'Cricket', formats: ['6 a side', '8 a side', 'Nets'], places: [12, 16, 8] },
  { id: 'badminton', name: 'Badminton', formats: ['Singles', 'Doubles', 'Clinic'], places: [4, 8, 6] },
  { id: 'tennis', name: 'Tennis', formats: ['Singles', 'Doubles'], places: [2, 4] },
  { id: 'basketball', name: 'Basketball', formats: ['3x3', '5v5'], places: [6, 10] },
  { id: 'volleyball', name: 'Volleyball', formats: ['6v6', 'Beach 2v2'], places: [12, 4] },
  { id: 'table-tennis', name: 'Table Tennis', formats: ['Singles', 'Doubles'], places: [4, 8] },
  { id: 'pickleball', name: 'Pickleball', formats: ['Doubles', 'Open play'], places: [4, 12] },
] as const;

/** Games sit within about 15 km of these city centres; "around a point" queries aim at them too. */
export const CITIES = [
  { name: 'Bengaluru', lat: 12.9716, lon: 77.5946, areas: ['Koramangala', 'Indiranagar', 'HSR Layout', 'Whitefield', 'Jayanagar'] },
  { name: 'Mumbai', lat: 19.076, lon: 72.8777, areas: ['Andheri West', 'Bandra', 'Powai', 'Dadar', 'Juhu'] },
  { name: 'Chennai', lat: 13.0827, lon: 80.2707, areas: ['Besant Nagar', 'Adyar', 'Anna Nagar', 'T. Nagar', 'Velachery'] },
  { name: 'Delhi', lat: 28.6139, lon: 77.209, areas: ['Saket', 'Dwarka', 'Vasant Kunj', 'Rohini', 'Lajpat Nagar'] },
  { name: 'Hyderabad', lat: 17.385, lon: 78.4867, areas: ['Gachibowli', 'Banjara Hills', 'Kondapur', 'Madhapur', 'Begumpet'] },
  { name: 'Pune', lat: 18.5204, lon: 73.8567, areas: ['Koregaon Park', 'Baner', 'Kothrud', 'Viman Nagar', 'Hadapsar'] },
] as const;

const FIRST = [
  'Priya',
  'Arjun',
  'Kavya',
  'Rahul',
  'Ananya',
  'Vikram',
  'Sneha',
  'Rohan',
  'Meera',
  'Aditya',
  'Isha',
  'Karan',
  'Divya',
  'Nikhil',
  'Pooja',
  'Siddharth',
];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Patel', 'Nair', 'Gupta', 'Menon', 'Singh', 'Rao', 'Kulkarni', 'Das', 'Joshi'];
const MOODS = ['Sunday Morning', 'After-work', 'Weekend', 'Early Bird', 'Friendly', 'Competitive', 'Evening', 'Lunchtime'];
const VENUE_KINDS = ['Sports Arena', 'Turf', 'Sports Hub', 'Courts', 'Club', 'Ground'];

export const HOSTS = 5_000;
/** Signed-in viewers of the query mix come from this pool, so some of them are members of private games. */
export const PLAYERS = 20_000;
/** Spread of the game dates ("over the next 60 days"). */
export const DAYS_AHEAD = 60;
const PRIVATE_SHARE = 0.1;

export const playerId = (n: number) => `bench-player-${n}`;
export const hostId = (n: number) => `bench-host-${n}`;
export const gameId = (i: number) => `bench-game-${i}`;

/** mulberry32: a tiny seeded generator; the same seed always gives the same game. */
export const random = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
export const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

export const personName = (n: number) => `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
const person = (id: string, n: number): PersonRef => ({ id, name: personName(n) });

/** The IST calendar day `days` after today's, as YYYY-MM-DD (game dates are written in IST). */
export const istDay = (nowMs: number, days: number) => new Date(nowMs + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export interface BenchGame {
  activityId: string;
  host: PersonRef;
  details: GameDetails;
  /** Players who joined (public game) or asked to (private game), after the host. */
  others: PersonRef[];
  createdAtMs: number;
}

export const benchGame = (i: number, nowMs: number): BenchGame => {
  const next = random(i * 7919 + 1);
  const listing = pick(next, LISTINGS);
  const format = Math.floor(next() * listing.formats.length);
  const city = pick(next, CITIES);
  const areaNumber = Math.floor(next() * city.areas.length);
  const area = city.areas[areaNumber]!;
  const day = istDay(nowMs, 1 + Math.floor(next() * DAYS_AHEAD));
  const startMinutes = 6 * 60 + Math.floor(next() * 32) * 30; // 06:00 to 21:30 IST, on the half hour
  const hours = pick(next, [1, 1.5, 2, 2, 3]);
  const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const endDay = startMinutes + hours * 60 >= 24 * 60 ? istDay(Date.parse(`${day}T00:00:00+05:30`), 1) : day;
  const hostNumber = Math.floor(next() * HOSTS);
  const skilled = next() < 0.3;
  const privacy = next() < PRIVATE_SHARE ? 'private' : 'public';
  const maxParticipants = listing.places[format]!;
  const others = Array.from({ length: Math.min(maxParticipants - 1, Math.floor(next() * 4)) }, () => {
    const n = Math.floor(next() * PLAYERS);
    return person(playerId(n), n);
  }).filter((p, k, all) => all.findIndex((q) => q.id === p.id) === k);
  // Parsed like a create command's body, so the defaults of the current contract are filled in.
  const details = gameDetailsSchema.parse({
    name: `${pick(next, MOODS)} ${listing.name} ${listing.formats[format]}`,
    listingId: listing.id,
    listingName: listing.name,
    facilityId: `venue-${city.name.toLowerCase()}-${areaNumber}`,
    facilityName: `${area} ${pick(next, VENUE_KINDS)}`,
    activityFormat: listing.formats[format]!,
    date: day,
    duration: [{ from: `${day}T${clock(startMinutes)}:00+05:30`, to: `${endDay}T${clock(startMinutes + hours * 60)}:00+05:30` }],
    location: {
      name: `${area} ${listing.name} Ground`,
      address: `${area}, ${city.name}`,
      lat: Math.round((city.lat + (next() - 0.5) * 0.27) * 1e5) / 1e5,
      lon: Math.round((city.lon + (next() - 0.5) * 0.27) * 1e5) / 1e5,
    },
    privacy,
    activityType: next() < 0.08 ? 'Coaching' : next() < 0.05 ? 'Tournament' : 'Regular',
    maxParticipants,
    costPerParticpant: Math.floor(next() * 11) * 5000,
    enableGameSkill: skilled,
    ...(skilled ? { gameSkillFrom: Math.floor(next() * 2), gameSkillTo: 2 + Math.floor(next() * 2) } : {}),
    isMandatory: false,
    description:
      next() < 0.5
        ? `Bring water and ${pick(next, ['light and dark tees', 'your own racquet', 'studs', 'a friend'])}. Payment at the venue is fine.`
        : '',
    isHostParticipating: true,
  });
  return {
    activityId: gameId(i),
    host: person(hostId(hostNumber), hostNumber),
    details,
    others,
    createdAtMs: nowMs - Math.floor(next() * 10 * 86_400_000),
  };
};
