import { gamesApi } from '@sports/contracts';
import { sendCommand } from '../games/command';

/** The waitlist calls; each sends a fresh Idempotency-Key and checks the reply's shape. */
export const joinWaitlist = (activityId: string) => sendCommand(gamesApi.joinWaitlist, { activityId });
export const leaveWaitlist = (activityId: string) => sendCommand(gamesApi.leaveWaitlist, { activityId });
/** Taking the offered place is a join; formAnswers when the game asks for them. */
export const acceptOffer = (activityId: string, formAnswers?: Record<string, string | number | boolean>) =>
  sendCommand(gamesApi.acceptWaitlistOffer, { activityId }, formAnswers ? { formAnswers } : {});
export const declineOffer = (activityId: string) => sendCommand(gamesApi.declineWaitlistOffer, { activityId });
