import { DomainError, streams } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import type { CommandContext } from '../core/decider';
import { userDecider } from '../users/userDecider';
import type { CodeDelivery } from './delivery';
import { maskPhone } from './maskPhone';
import type { OtpLogin, OtpPurpose } from './otpLogin';
import type { UserDirectory } from './userDirectory';

export interface PhoneMoved {
  userId: string;
  phone: string;
  previousPhone: string | null;
  /** The log position of PhoneNumberChanged (null when nothing was appended), for read-your-writes. */
  position: bigint | null;
}

const taken = () => new DomainError('PHONE_TAKEN', 'Another account signs in with this number', 'phone');
const unchanged = () => new DomainError('PHONE_UNCHANGED', 'This is the number you sign in with already', 'phone');

/**
 * A signed-in user moves their sign-in to another number (docs/security.md "Changing the phone
 * number"). Who signs in with a number is its contact stream (docs/adr/0021-contact-streams.md), so the move is
 * three single-stream steps, in an order where every crash leaves a safe state that a retry heals:
 *
 * 1. claim the new number's contact stream for the user: the first claim wins (optimistic
 *    concurrency on that one stream), so of two accounts racing for a number exactly one gets it
 *    and the other is refused having changed nothing;
 * 2. PhoneNumberChanged on the user's stream (profile, back office, notifications follow it);
 * 3. release the old number's contact stream: from then on it signs in to a new account, not this one.
 *
 * A crash after 1 leaves both numbers signing in to the user and the profile on the old one; asking
 * again (a new code) finds the claim already the user's and finishes 2 and 3.
 */
export class PhoneChange {
  constructor(
    private readonly otp: OtpLogin,
    private readonly directory: UserDirectory,
    private readonly handler: CommandHandler,
    private readonly delivery: CodeDelivery,
  ) {}

  /** Sends the code to the new number, once the send limits allow it; a number another account holds is refused instead. */
  async sendCode(userId: string, phone: string, clientAddress: string, nowMs: number): Promise<{ expiresInSeconds: number }> {
    if ((await this.currentPhone(userId)) === phone) throw unchanged();
    // The refusal is counted as a send (beforeSend), so it cannot be used to list who is registered faster than codes go out.
    return this.otp.sendCode(phone, 'sms', clientAddress, nowMs, {
      purpose: this.purpose(userId),
      beforeSend: () => this.refuseTaken(phone, userId),
    });
  }

  async change(userId: string, phone: string, code: string, clientAddress: string, context: CommandContext): Promise<PhoneMoved> {
    if ((await this.currentPhone(userId)) === phone) throw unchanged();
    // The code first: without it, nothing here says whether someone has the number.
    await this.otp.verifyCode(phone, code, clientAddress, Date.parse(context.now), this.purpose(userId));
    const step = (name: string) => ({ commandId: `${context.commandId}:${name}`, now: context.now });
    if ((await this.directory.claim('phone', phone, userId, step('claim'))) !== userId) throw taken();
    const moved = await this.handler.handle({
      streamId: streams.user(userId),
      decider: userDecider,
      command: { type: 'ChangePhoneNumber', data: { userId, phone }, context: { ...context, commandId: `${context.commandId}:record` } },
      reply: (events) => events.flatMap((e) => (e.type === 'PhoneNumberChanged' ? [e.data.previousPhone] : [])),
    });
    // Nothing appended: a concurrent request of the same user moved it to this number first, and releases the old one itself.
    if (moved.reply.length === 0) return { userId, phone, previousPhone: null, position: null };
    const previousPhone = moved.reply[0] ?? null;
    if (previousPhone) {
      await this.directory.release('phone', previousPhone, userId, step('release'));
      await this.tellOldNumber(previousPhone, phone);
    }
    return { userId, phone, previousPhone, position: moved.position };
  }

  /**
   * The old number hears of the move, so an owner whose session was stolen learns of it from the
   * phone they still hold. Best effort: the move is done and stays done if the gateway is down.
   */
  private async tellOldNumber(previousPhone: string, phone: string): Promise<void> {
    const text = `Your account now signs in with ${maskPhone(phone)}; this number no longer does. If you did not change it, contact support.`;
    await this.delivery.send({ to: previousPhone, channel: 'sms', text }).catch(() => undefined);
  }

  private async refuseTaken(phone: string, userId: string): Promise<void> {
    const owner = await this.directory.ownerOf('phone', phone);
    // The user's own claim (a move that crashed before it was recorded) is not "taken": asking again finishes it.
    if (owner !== null && owner !== userId) throw taken();
  }

  private async currentPhone(userId: string): Promise<string | null> {
    const user = await this.handler.read(streams.user(userId), userDecider);
    if (!user.registered) throw new DomainError('USER_NOT_FOUND', 'No such user', 'id');
    return user.phone;
  }

  private purpose(userId: string): OtpPurpose {
    return { kind: 'change-phone', userId };
  }
}
