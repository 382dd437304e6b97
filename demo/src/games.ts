import type { GameDetails } from '@sports/contracts';
import { DAY, HOUR, type DemoSchedule } from './time';

/** Demo venues (the catalogue with its own commands comes with the bookings work); games take their place from here. */
export const VENUES = {
  marina: { name: 'Marina Turf Arena', address: 'Besant Nagar, Chennai', city: 'Chennai', lat: 13.0003, lon: 80.2667 },
  koramangala: { name: 'Koramangala Sports Hub', address: '5th Block, Bengaluru', city: 'Bengaluru', lat: 12.9352, lon: 77.6245 },
  andheri: { name: 'Andheri Smash Courts', address: 'Andheri West, Mumbai', city: 'Mumbai', lat: 19.1364, lon: 72.8296 },
  // Harbour Courts' venue (staff.ts), the other organisation: its games are never Marina's.
  kochi: { name: 'Harbour Pickleball Courts', address: 'Marine Drive, Kochi', city: 'Kochi', lat: 9.9816, lon: 76.2755 },
} as const;

/** Interest circles, one sport in one city (spec section 7 "GET circles by listing"); the ids follow circleIdFor. */
export const CIRCLES = [
  {
    by: 'demo-host-rahul',
    name: 'Chennai Football',
    listingId: 'football',
    listingName: 'Football',
    city: 'Chennai',
    description: 'Weekday and weekend football around Besant Nagar.',
  },
  {
    by: 'demo-host-ananya',
    name: 'Mumbai Badminton',
    listingId: 'badminton',
    listingName: 'Badminton',
    city: 'Mumbai',
    description: 'Ladders, clinics and social doubles.',
  },
  {
    by: 'demo-host-rahul',
    name: 'Bengaluru Cricket',
    listingId: 'cricket',
    listingName: 'Cricket',
    city: 'Bengaluru',
    description: 'Box cricket and weekend leagues.',
  },
] as const;

/** Who follows which circles ("My Interests"). */
export const INTERESTS: Record<string, string[]> = {
  'demo-player-priya': ['football.chennai', 'badminton.mumbai'],
  'demo-player-kavya': ['football.chennai'],
};

export interface DemoGame extends DemoSchedule {
  key: string;
  host: string;
  createdAgoMs: number;
  details: Partial<GameDetails> & Pick<GameDetails, 'name' | 'listingId' | 'listingName' | 'activityFormat' | 'maxParticipants'>;
  venue: keyof typeof VENUES;
  /** The place as the host typed it, instead of the venue's (docs/adr/0108-games-at-their-venues.md). */
  place?: GameDetails['location'];
  joins?: string[];
  requests?: string[];
  invites?: string[];
  coHosts?: string[];
  offline?: { bookedBy: string; names: string[] };
  queries?: Array<{ by: string; question: string; answer?: string }>;
  hold?: string;
  holdResponses?: Array<{ by: string; response: string }>;
  /**
   * A field of the game's venue in the catalogue (venues.ts), booked for the game's hours: seed.ts maps the
   * catalogued slots those hours cover, by their ids and names (games.spec.ts checks the field is there).
   */
  slot?: { fieldId: string };
  matchFull?: boolean;
  /** Players queued for a place once the game is full. */
  waitlist?: string[];
}

/** Football is played at Marina, the demo organisation's space: its dispute cases reach the demo manager. */
const football = {
  listingId: 'football',
  listingName: 'Football',
  circleId: 'football.chennai',
  spaceId: 'space-marina-turf',
  spaceName: 'Marina Turf Arena',
} as const;
const badminton = { listingId: 'badminton', listingName: 'Badminton', circleId: 'badminton.mumbai' } as const;
const cricket = { listingId: 'cricket', listingName: 'Cricket', circleId: 'cricket.bengaluru' } as const;

/** Weekly past football at Marina: the history behind buddies, the leaderboard and activity levels. */
const pastFootballSeries: DemoGame[] = [3, 4, 5, 6, 8, 10].map((weeksAgo, i) => ({
  key: `past-football-w${weeksAgo}`,
  host: 'demo-host-rahul',
  createdAgoMs: (weeksAgo * 7 + 3) * DAY,
  startsInHours: -weeksAgo * 7 * 24,
  lengthHours: 1.5,
  venue: 'marina',
  details: {
    ...football,
    name: `Marina Football League, week ${i + 1}`,
    activityFormat: '5v5',
    maxParticipants: 10,
    costPerParticpant: 15000,
    enableGameSkill: true,
  },
  joins: i % 2 === 0 ? ['demo-player-priya', 'demo-player-arjun', 'demo-player-kavya'] : ['demo-player-priya', 'demo-player-arjun'],
}));

export const GAMES: DemoGame[] = [
  ...pastFootballSeries,
  {
    key: 'past-football',
    host: 'demo-host-rahul',
    createdAgoMs: 12 * DAY,
    startsInHours: -7 * 24,
    lengthHours: 1.5,
    at: 'morning',
    venue: 'marina',
    details: { ...football, name: 'Morning 5-a-side', activityFormat: '5v5', maxParticipants: 10, costPerParticpant: 15000 },
    joins: ['demo-player-priya', 'demo-player-arjun', 'demo-player-kavya'],
  },
  {
    key: 'past-badminton',
    host: 'demo-host-ananya',
    createdAgoMs: 6 * DAY,
    startsInHours: -2 * 24,
    lengthHours: 2,
    at: 'evening',
    venue: 'andheri',
    details: { ...badminton, name: 'Doubles Ladder Night', activityFormat: 'Doubles', maxParticipants: 8, costPerParticpant: 20000 },
    joins: ['demo-player-priya', 'demo-host-rahul'],
  },
  // Games at a venue the host never picked (spec sections 1 and 3): the place typed as the Andheri
  // courts' address, so Marina's staff see it and its dispute (ratings.ts) by the derived venue link;
  // and one at Harbour Courts' venue with a dispute of its own, which Marina never sees.
  {
    key: 'past-badminton-typed',
    host: 'demo-host-ananya',
    createdAgoMs: 7 * DAY,
    startsInHours: -3 * 24,
    lengthHours: 2,
    venue: 'andheri',
    place: { name: 'andheri west,  mumbai', city: 'Mumbai' },
    details: {
      ...badminton,
      name: 'Smash Social (typed address)',
      activityFormat: 'Doubles',
      maxParticipants: 8,
      costPerParticpant: 15000,
    },
    joins: ['demo-player-priya'],
  },
  {
    key: 'past-harbour',
    host: 'demo-host-ananya',
    createdAgoMs: 8 * DAY,
    startsInHours: -4 * 24,
    lengthHours: 2,
    venue: 'kochi',
    details: {
      listingId: 'badminton',
      listingName: 'Badminton',
      spaceId: 'space-harbour-kochi',
      spaceName: 'Harbour Pickleball Courts',
      name: 'Harbour Doubles Mixer',
      activityFormat: 'Doubles',
      maxParticipants: 8,
      costPerParticpant: 15000,
    },
    joins: ['demo-player-priya'],
  },
  {
    key: 'ongoing-cricket',
    host: 'demo-host-rahul',
    createdAgoMs: 3 * DAY,
    startsInHours: -1,
    lengthHours: 3,
    venue: 'koramangala',
    details: {
      ...cricket,
      name: 'Box Cricket Sixes',
      activityFormat: '6 a side',
      maxParticipants: 12,
      costPerParticpant: 25000,
      isOwnEquipments: true,
      enableGameSkill: true,
    },
    joins: ['demo-player-arjun'],
    offline: { bookedBy: 'demo-player-arjun', names: ["Sameer (Arjun's colleague)"] },
  },
  {
    key: 'upcoming-football',
    host: 'demo-host-rahul',
    createdAgoMs: 2 * DAY,
    startsInHours: 26,
    lengthHours: 1.5,
    // In the evening, when Marina's turfs are let by the hour (venues.ts), so its booked slots are the catalogue's.
    at: 'evening',
    venue: 'marina',
    details: {
      ...football,
      name: 'Skill-matched 7-a-side',
      activityFormat: '7v7',
      maxParticipants: 14,
      costPerParticpant: 18000,
      enableGameSkill: true,
      gameSkillFrom: 1,
      gameSkillTo: 3,
      description: 'Bring light and dark tees.',
      coverImageorVideo: { type: 'video', url: 'https://videos.example.com/marina-7s.mp4' },
      formFields: [
        {
          id: 'position',
          label: 'Preferred position',
          type: 'select',
          required: false,
          options: ['Goalkeeper', 'Defence', 'Midfield', 'Attack'],
        },
      ],
    },
    joins: ['demo-player-kavya', 'demo-player-arjun'],
    coHosts: ['demo-player-kavya'],
    queries: [
      { by: 'demo-player-priya', question: 'Is there parking near the turf?', answer: 'Yes, free parking behind the clubhouse.' },
      { by: 'demo-player-arjun', question: 'Are studs allowed?' },
    ],
    // Marina's seven-a-side turf, 'Turf B (7-a-side)'.
    slot: { fieldId: 'space-marina-turf.turf-b' },
  },
  {
    key: 'upcoming-private',
    host: 'demo-host-ananya',
    createdAgoMs: DAY,
    startsInHours: 50,
    lengthHours: 2,
    venue: 'andheri',
    details: {
      ...badminton,
      name: 'Invite-only Smash Session',
      activityFormat: 'Singles',
      maxParticipants: 6,
      privacy: 'private',
      costPerParticpant: 30000,
    },
    joins: ['demo-player-priya'],
    requests: ['demo-player-kavya'],
    invites: ['demo-player-arjun'],
  },
  {
    key: 'upcoming-full',
    host: 'demo-host-ananya',
    createdAgoMs: DAY,
    startsInHours: 30,
    lengthHours: 1,
    venue: 'andheri',
    details: {
      ...badminton,
      name: 'Coaching Clinic: Net Play',
      activityFormat: 'Clinic',
      maxParticipants: 3,
      activityType: 'Coaching',
      costPerParticpant: 50000,
    },
    joins: ['demo-player-arjun', 'demo-player-kavya'],
    waitlist: ['demo-host-rahul'],
  },
  {
    key: 'upcoming-hold',
    host: 'demo-host-rahul',
    createdAgoMs: DAY,
    startsInHours: 74,
    lengthHours: 2,
    venue: 'koramangala',
    details: {
      ...cricket,
      name: 'Corporate Cricket League',
      activityFormat: '8 a side',
      maxParticipants: 16,
      activityType: 'Tournament',
      costPerParticpant: 40000,
      participationType: 'team',
      teamCount: 2,
      maxParticipantPerTeam: 8,
    },
    joins: ['demo-player-priya', 'demo-player-arjun'],
    hold: 'Ground is being re-turfed; new date soon',
    holdResponses: [{ by: 'demo-player-priya', response: 'Any Saturday works for me.' }],
  },
  {
    key: 'upcoming-evening',
    host: 'demo-host-ananya',
    createdAgoMs: 5 * HOUR,
    startsInHours: 8,
    lengthHours: 1.5,
    at: 'evening',
    venue: 'koramangala',
    details: {
      listingId: 'football',
      listingName: 'Football',
      name: 'After-work Football',
      activityFormat: '5v5',
      maxParticipants: 10,
      costPerParticpant: 12000,
      isCostShared: true,
      enablePay: true,
      payableMethod: 'payatvenue',
    },
  },
  // A pay-before game (₹180 paid online through the checkout to join) at the catalogue's Marina venue, whose policy refunds a leave.
  {
    key: 'upcoming-paid',
    host: 'demo-host-rahul',
    createdAgoMs: 6 * HOUR,
    startsInHours: 56,
    lengthHours: 1.5,
    venue: 'marina',
    details: {
      ...football,
      name: 'Turf Sevens',
      activityFormat: '7v7',
      maxParticipants: 14,
      costPerParticpant: 18000,
      enablePay: true,
      payableMethod: 'paybefore',
      description: 'Seven a side on the big turf; bibs and a ball provided.',
    },
  },
  {
    key: 'upcoming-matchfull',
    host: 'demo-host-rahul',
    createdAgoMs: 4 * HOUR,
    startsInHours: 32,
    lengthHours: 1.5,
    venue: 'marina',
    details: { ...football, name: 'Futsal Fives (closed)', activityFormat: '5v5', maxParticipants: 10, costPerParticpant: 15000 },
    joins: ['demo-player-arjun'],
    matchFull: true,
  },
  {
    key: 'upcoming-online',
    host: 'demo-host-ananya',
    createdAgoMs: 3 * HOUR,
    startsInHours: 20,
    lengthHours: 1,
    venue: 'andheri',
    details: {
      listingId: 'badminton',
      listingName: 'Badminton',
      name: 'Footwork Drills (online)',
      activityFormat: 'Session',
      maxParticipants: 20,
      activityType: 'Coaching',
      isOnlineActivity: true,
      onlineActivity: [{ medium: 'Video call', displayName: 'Join the call', link: 'https://meet.example.com/footwork-drills' }],
    },
    joins: ['demo-player-kavya'],
  },
];
