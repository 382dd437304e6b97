import { describe, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordEvent, type RecordKind } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { recordDecider, type RecordCommandMessage } from './recordDecider';

/** The business records' rules (docs/backoffice.md "Business records"). */
const context = () => ({ commandId: `c-${Math.random()}`, userId: 'mala', now: '2026-11-20T10:00:00.000Z' });
const spec = deciderSpec(recordDecider);
const ref = (kind: RecordKind, orgId = 'turf-co') => ({ kind, key: 'one', orgId });
const save = (kind: RecordKind, details: unknown, orgId = 'turf-co'): RecordCommandMessage => ({
  type: 'SaveRecord',
  data: { ...ref(kind, orgId), details: RECORD_KINDS[kind].details.parse(details) },
  context: context(),
});
const saved = (kind: RecordKind, details: unknown, status: string): RecordEvent => ({
  type: 'RecordSaved',
  data: { ...ref(kind), details: RECORD_KINDS[kind].details.parse(details), savedBy: 'mala', status },
});
const changeTo = (kind: RecordKind, status: string, orgId = 'turf-co'): RecordCommandMessage => ({
  type: 'ChangeRecordStatus',
  data: { ...ref(kind, orgId), status },
  context: context(),
});
const moved = (kind: RecordKind, from: string, status: string): RecordEvent => ({
  type: 'RecordStatusChanged',
  data: { ...ref(kind), from, status, by: 'mala' },
});

const lead = { name: 'Asha', phone: '919876543210', listingId: 'football', source: 'walk_in' };
const partner = {
  name: 'Marina Turf LLP',
  bankAccount: { holderName: 'Marina Turf LLP', ifsc: 'HDFC0001234', accountNumber: '50100012345678' },
};

describe('back-office records', () => {
  it("starts a new record in its kind's first status, and saving the same details again appends nothing", () => {
    spec
      .given([])
      .when(save('enquiry', lead))
      .then([saved('enquiry', lead, 'new')]);
    spec
      .given([saved('enquiry', lead, 'new')])
      .when(save('enquiry', lead))
      .then([]);
    spec
      .given([])
      .when(save('story', { title: 'Finals night', body: 'Floodlights on at 7.' }))
      .then([saved('story', { title: 'Finals night', body: 'Floodlights on at 7.' }, 'published')]);
  });

  it("never lets another organisation see or take over a record's key", () => {
    spec
      .given([saved('enquiry', lead, 'new')])
      .when(save('enquiry', lead, 'other-co'))
      .thenThrows('RECORD_NOT_FOUND');
    spec
      .given([saved('enquiry', lead, 'new')])
      .when(changeTo('enquiry', 'contacted', 'other-co'))
      .thenThrows('RECORD_NOT_FOUND');
    spec.given([]).when(changeTo('enquiry', 'contacted')).thenThrows('RECORD_NOT_FOUND');
  });

  it("moves only to the kind's statuses, and never out of a final one (a converted lead, a cancelled subscription)", () => {
    spec
      .given([saved('enquiry', lead, 'new')])
      .when(changeTo('enquiry', 'contacted'))
      .then([moved('enquiry', 'new', 'contacted')]);
    spec
      .given([saved('enquiry', lead, 'new')])
      .when(changeTo('enquiry', 'hidden'))
      .thenThrows('VALIDATION_FAILED');
    spec
      .given([saved('enquiry', lead, 'new'), moved('enquiry', 'new', 'converted')])
      .when(changeTo('enquiry', 'lost'))
      .thenThrows('STATUS_CHANGE_NOT_ALLOWED');
    spec
      .given([saved('enquiry', lead, 'new'), moved('enquiry', 'new', 'converted')])
      .when(save('enquiry', { ...lead, name: 'Asha R' }))
      .thenThrows('STATUS_CHANGE_NOT_ALLOWED');
    // Moderation: hide and restore, and asking for the status it has appends nothing.
    const story = { title: 'Finals night', body: 'Floodlights on at 7.' };
    spec
      .given([saved('story', story, 'published')])
      .when(changeTo('story', 'hidden'))
      .then([moved('story', 'published', 'hidden')]);
    spec
      .given([saved('story', story, 'published'), moved('story', 'published', 'hidden')])
      .when(changeTo('story', 'published'))
      .then([moved('story', 'hidden', 'published')]);
    spec
      .given([saved('story', story, 'published')])
      .when(changeTo('story', 'published'))
      .then([]);
  });

  it('makes a verified partner unverified again when the payout account changes, not when the name does', () => {
    const verified = [saved('partner', partner, 'unverified'), moved('partner', 'unverified', 'verified')];
    spec
      .given(verified)
      .when(save('partner', { ...partner, name: 'Marina Turf' }))
      .then([saved('partner', { ...partner, name: 'Marina Turf' }, 'verified')]);
    const newAccount = { ...partner, bankAccount: { ...partner.bankAccount, accountNumber: '50100099995678' } };
    spec
      .given(verified)
      .when(save('partner', newAccount))
      .then([saved('partner', newAccount, 'unverified')]);
  });

  it('logs a call on an enquiry with who and when from the command', () => {
    const log: RecordCommandMessage = {
      type: 'LogEnquiry',
      data: { ...ref('enquiry'), note: 'Called back, wants weekend slots', nextFollowUp: '2026-11-22T04:30:00.000Z' },
      context: context(),
    };
    spec
      .given([saved('enquiry', lead, 'new')])
      .when(log)
      .then([
        {
          type: 'EnquiryLogged',
          data: {
            ...ref('enquiry'),
            note: 'Called back, wants weekend slots',
            nextFollowUp: '2026-11-22T04:30:00.000Z',
            by: 'mala',
            at: '2026-11-20T10:00:00.000Z',
          },
        },
      ]);
    spec.given([]).when(log).thenThrows('RECORD_NOT_FOUND');
  });
});

describe('record details', () => {
  const issueOf = (kind: RecordKind, details: unknown) => {
    const result = RECORD_KINDS[kind].details.safeParse(details);
    return result.success ? null : result.error.issues[0]!.path.join('.');
  };

  it('names the field a rule is about', () => {
    expect(issueOf('enquiry', { ...lead, phone: '9876543210' })).toBe('phone');
    expect(issueOf('enquiry', { ...lead, source: 'campaign' })).toBe('campaignId');
    expect(issueOf('partner', { name: 'No account' })).toBe('bankAccount');
    expect(issueOf('partner', { ...partner, bankAccount: { ...partner.bankAccount, ifsc: 'HDFC1234' } })).toBe('bankAccount.ifsc');
    expect(issueOf('poll', { question: 'Best turf?', options: ['Marina'], closesAt: '2026-12-01T00:00:00Z' })).toBe('options');
    expect(issueOf('poll', { question: 'Best turf?', options: ['A', 'a'], closesAt: '2026-12-01T00:00:00Z' })).toBe('options');
    expect(issueOf('quiz', { title: 'Rules', questions: [{ question: 'Players a side?', options: ['5', '7'], answer: 2 }] })).toBe(
      'questions.0.answer',
    );
    expect(issueOf('salescampaign', { name: 'Diwali', channel: 'sms', budget: 500000, from: '2026-11-10', to: '2026-11-01' })).toBe('to');
    expect(issueOf('subscription', { planKey: 'pro', subscriber: { type: 'org', id: 'x' }, from: '2026-11-10', to: '2026-11-01' })).toBe(
      'to',
    );
    expect(issueOf('plan', { name: 'Pro', price: 99.5, billingPeriod: 'monthly', features: ['Leagues'] })).toBe('price');
    expect(issueOf('enquiry', lead)).toBeNull();
    expect(issueOf('partner', { name: 'UPI only', upiId: 'marina@okhdfc' })).toBeNull();
  });
});
