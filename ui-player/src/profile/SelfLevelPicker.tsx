import { SKILL_NAMES } from '@sports/contracts';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button, TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { toast } from '../ui/toast/store';
import { setSelfSkillLevel } from './api';
import { radius } from '../ui/tokens';

/** Spec section 8 toasts of "set self skill level", word for word. */
export const SKILL_UPDATED = 'Game skill updated successfully';
export const SKILL_UPDATE_FAILED = 'Failed to update';

/** The app's select (a bare one read white on the dark card at 375 px), 44 px tall. */
const LEVEL_SELECT = {
  minHeight: TAP_TARGET_PX,
  padding: '8px 10px',
  border: `1px solid ${color.border}`,
  borderRadius: radius.sm,
  background: color.bg,
  color: color.text,
  font: 'inherit',
} as const;

/**
 * Spec section 7 "PUT set self skill level (body selfLevel)": the player's own
 * level in one sport, in the spec's level words (section 4). It is shown until enough hosts
 * have rated the player (docs/ratings.md, skill consensus).
 */
export function SelfLevelPicker({
  listingId,
  listingName,
  selfLevel,
}: {
  listingId: string;
  listingName: string;
  selfLevel: number | null;
}) {
  const router = useRouter();
  const id = useId();
  const [level, setLevel] = useState<number | null>(selfLevel);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (level === null) return;
    setBusy(true);
    try {
      await setSelfSkillLevel(listingId, level);
      toast('success', SKILL_UPDATED);
      // The card above shows the level the page loaded; read it again.
      await router.invalidate();
    } catch {
      toast('error', SKILL_UPDATE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id}>Your own level in {listingName}</label>
      <select
        id={id}
        value={level ?? ''}
        onChange={(e) => setLevel(e.target.value === '' ? null : Number(e.target.value))}
        style={LEVEL_SELECT}
      >
        <option value="" disabled>
          Choose a level
        </option>
        {SKILL_NAMES.map((name, value) => (
          <option key={name} value={value}>
            {name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="ghost" disabled={busy || level === null || level === selfLevel} aria-busy={busy}>
        {busy ? 'Saving…' : 'Set level'}
      </Button>
    </form>
  );
}
