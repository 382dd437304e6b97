import type { Communication } from '@sports/contracts';

export type Channel = keyof Communication;

/**
 * The channels the notifier delivers on (its message port sends WhatsApp and SMS). E-mail and
 * circles have no delivery port yet (docs/bookings.md), so the screen says so instead of
 * offering a switch that would change nothing.
 */
export const CHANNELS: readonly { channel: Channel; label: string; hint: string }[] = [
  { channel: 'whatsapp', label: 'WhatsApp', hint: 'Invitations, answers to your requests, holds and changes to your games.' },
  { channel: 'sms', label: 'SMS', hint: 'The same messages as a text, for a phone without WhatsApp.' },
  // Web Push (docs/adr/0099-web-push.md): only devices where the browser's permission was given get it.
  { channel: 'push', label: 'Push', hint: 'A buzz on the phones and computers where you allowed notifications.' },
];
export const NOT_YET = ['E-mail', 'Circles'] as const;

export const withChannel = (current: Communication, channel: Channel, on: boolean): Communication => ({ ...current, [channel]: on });

export const labelOf = (channel: Channel) => CHANNELS.find((c) => c.channel === channel)!.label;

/** The toast after a save: what changed, in words. */
export const savedWords = (channel: Channel, on: boolean) => `${labelOf(channel)} notifications ${on ? 'on' : 'off'}`;

/** The line beside a switch whose save failed: the change did not happen. */
export const failedWords = (channel: Channel, on: boolean, reason?: string) =>
  `Could not turn ${labelOf(channel)} ${on ? 'on' : 'off'}${reason ? `: ${reason}` : ''}. Try again.`;

/** With every channel off only the in-app inbox tells the player anything: say so. */
export const silentWarning = (current: Communication) =>
  CHANNELS.every(({ channel }) => !current[channel]) ? 'With all of them off, game news reaches you only in your Inbox.' : null;
