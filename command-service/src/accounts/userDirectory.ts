import { createHash, randomBytes } from 'node:crypto';
import { streams, type Actor, type ContactKind } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import { userDecider } from '../users/userDecider';
import { contactDecider } from './contactDecider';

const contactKey = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Finds or creates the user behind a verified phone number or e-mail, through commands only:
 * claim the contact stream (first claim wins), then register the user (a no-op if registered).
 * Both steps are idempotent, so a crash between them heals on the next sign-in.
 */
export class UserDirectory {
  constructor(private readonly handler: CommandHandler) {}

  /** Gives a contact to a known user (demo data); returns the owner, who may be someone else already. */
  async claim(kind: ContactKind, value: string, userId: string, context: { commandId: string; now: string }): Promise<string> {
    const owner = await this.claimOnce(kind, value, userId, context);
    if (owner === userId || kind !== 'phone') return owner;
    // A move whose last step (the release) never ran: the owner has moved away from this number, so
    // it is let go now and claimed again (docs/security.md "Changing the phone number").
    const user = await this.handler.read(streams.user(owner), userDecider);
    if (user.phone === value || !user.movedFrom.includes(value)) return owner;
    await this.release(kind, value, owner, { ...context, commandId: `${context.commandId}:moved-away` });
    return this.claimOnce(kind, value, userId, { ...context, commandId: `${context.commandId}:after-move` });
  }

  private async claimOnce(kind: ContactKind, value: string, userId: string, context: { commandId: string; now: string }): Promise<string> {
    const { reply } = await this.handler.handle({
      streamId: streams.contact(kind, contactKey(value)),
      decider: contactDecider,
      command: { type: 'ClaimContact', data: { kind, value, userId }, context: { ...context, userId } },
      reply: (_events, state) => state.userId!,
    });
    return reply;
  }

  /** Who signs in with this contact now; null when nobody does (never claimed, or released). */
  async ownerOf(kind: ContactKind, value: string): Promise<string | null> {
    return (await this.handler.read(streams.contact(kind, contactKey(value)), contactDecider)).userId;
  }

  /** The owner lets a contact go (moved to another number); appends nothing when `userId` does not own it. */
  async release(kind: ContactKind, value: string, userId: string, context: { commandId: string; now: string }): Promise<void> {
    await this.handler.handle({
      streamId: streams.contact(kind, contactKey(value)),
      decider: contactDecider,
      command: { type: 'ReleaseContact', data: { kind, value, userId }, context: { ...context, userId } },
      reply: () => undefined,
    });
  }

  async signInWith(
    kind: ContactKind,
    value: string,
    context: { commandId: string; now: string },
  ): Promise<{ actor: Actor; isNewUser: boolean; position: bigint | null }> {
    const candidate = `u${randomBytes(10).toString('hex')}`;
    const owner = await this.claim(kind, value, candidate, { ...context, commandId: `${context.commandId}:claim` });
    const { reply: user, position } = await this.handler.handle({
      streamId: streams.user(owner),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        data: {
          userId: owner,
          firstName: '',
          lastName: '',
          role: 'player',
          scopeIds: [],
          source: 'otp',
          ...(kind === 'phone' ? { phone: value } : { email: value }),
        },
        context: { ...context, commandId: `${context.commandId}:register`, userId: owner },
      },
      reply: (_events, state) => state,
    });
    return {
      actor: { userId: owner, name: displayName(user.name, value), role: user.role, scopeIds: user.scopeIds },
      isNewUser: owner === candidate,
      // UserRegistered's place in the log (null for a returning user), so the first reads can wait for the new profile.
      position,
    };
  }

  /**
   * The user as they are now; null if unknown. Role and scopes come from accessClaimsFor (in the
   * user state), so access accounts granted or revoked since the last token apply at refresh.
   */
  async current(userId: string): Promise<Actor | null> {
    const state = await this.handler.read(streams.user(userId), userDecider);
    return state.registered ? { userId, name: displayName(state.name, userId), role: state.role, scopeIds: state.scopeIds } : null;
  }
}

/** Until the profile has a name, tokens carry a neutral one (never the full phone number). */
const displayName = (name: string, contact: string) => name || `Player ${contact.slice(-4)}`;
