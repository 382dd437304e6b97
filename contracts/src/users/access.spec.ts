import { describe, expect, it } from 'vitest';
import { accessAccountInputSchema, gstDetailsSchema, orgIdSchema } from './access';

describe('GST details (spec section 7: PUT /org-api/{orgId}/userAccount/{id})', () => {
  it.each(['33ABCDE1234F1Z5', '27AAPFU0939F1ZV', ' 29abcde1234f2z1 '])('accepts the GSTIN %j (trimmed, upper-cased)', (gstin) => {
    const parsed = gstDetailsSchema.parse({ gstin, businessName: 'Marina Sports LLP' });
    expect(parsed.gstin).toMatch(/^[0-9A-Z]{15}$/);
  });

  it.each([
    ['too short', '33ABCDE1234F1Z'],
    ['no Z in position 14', '33ABCDE1234F1X5'],
    ['letters where the state code goes', 'AAABCDE1234F1Z5'],
    ['0 as the entity number', '33ABCDE1234F0Z5'],
    ['16 characters', '33ABCDE1234F1Z55'],
  ])('refuses a GSTIN with %s', (_why, gstin) => {
    const result = gstDetailsSchema.safeParse({ gstin, businessName: 'Marina Sports LLP' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['gstin']);
  });

  it('needs a business name and refuses unknown fields', () => {
    expect(gstDetailsSchema.safeParse({ gstin: '33ABCDE1234F1Z5', businessName: ' ' }).success).toBe(false);
    expect(gstDetailsSchema.safeParse({ gstin: '33ABCDE1234F1Z5', businessName: 'X', pan: 'ABCDE1234F' }).success).toBe(false);
  });
});

describe('access account input (spec section 3: role, spaces, mobiles, emails)', () => {
  it('normalises mobiles to E.164 (default country 91) and e-mails to lower case', () => {
    expect(
      accessAccountInputSchema.parse({ role: 'staff', mobiles: ['98123 45678', '+14155550100'], emails: ['Ravi@Example.com'] }),
    ).toEqual({
      role: 'staff',
      spaceIds: [],
      mobiles: ['+919812345678', '+14155550100'],
      emails: ['ravi@example.com'],
    });
  });

  it.each([
    ['an unknown role', { role: 'admin' }, 'role'],
    ['101 spaces', { role: 'staff', spaceIds: Array.from({ length: 101 }, (_, i) => `s${i}`) }, 'spaceIds'],
    ['11 mobiles', { role: 'staff', mobiles: Array.from({ length: 11 }, (_, i) => `+9198000000${String(i).padStart(2, '0')}`) }, 'mobiles'],
    ['the same number twice, once typed nationally', { role: 'staff', mobiles: ['9812345678', '+919812345678'] }, 'mobiles'],
    ['a bad e-mail', { role: 'staff', emails: ['not-an-email'] }, 'emails.0'],
    ['a bad phone number', { role: 'staff', mobiles: ['call me'] }, 'mobiles.0'],
    ['a space id with ":"', { role: 'staff', spaceIds: ['org-2:manage'] }, 'spaceIds.0'],
  ])('refuses %s', (_why, body, field) => {
    const result = accessAccountInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.join('.')).toBe(field);
  });

  it('keeps ":" out of organisation ids, so no id can forge a :manage scope', () => {
    expect(orgIdSchema.safeParse('org-1').success).toBe(true);
    expect(orgIdSchema.safeParse('org-1:manage').success).toBe(false);
    expect(orgIdSchema.safeParse('o'.repeat(57)).success).toBe(false);
  });
});
