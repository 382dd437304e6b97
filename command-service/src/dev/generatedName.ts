import { createHash } from 'node:crypto';

const FIRST = ['Aarav', 'Diya', 'Ishaan', 'Meera', 'Kabir', 'Saanvi', 'Rohan', 'Anika', 'Vivaan', 'Tara', 'Aditya', 'Nisha'];
const LAST = ['Kumar', 'Reddy', 'Das', 'Joshi', 'Pillai', 'Singh', 'Bose', 'Gupta', 'Menon', 'Shah'];

/** A stable, human-looking name for a user id nobody named, so lists in tests and benchmarks read well. */
export const generatedName = (userId: string): { firstName: string; lastName: string } => {
  const hash = createHash('sha256').update(userId).digest();
  return { firstName: FIRST[hash[0]! % FIRST.length]!, lastName: LAST[hash[1]! % LAST.length]! };
};
