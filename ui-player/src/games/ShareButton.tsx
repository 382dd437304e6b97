import type { GameDocument } from '@sports/contracts';
import { toast } from '../ui/toast/store';
import { Button } from '../ui/primitives';

/** The game's own address on this site. */
export const gameUrl = (activityId: string): string => `${window.location.origin}/games/${encodeURIComponent(activityId)}`;

/** Spec section 5: a private game is invisible to anyone not in it, so its link opens only for its players and those invited. */
export const PRIVATE_LINK_NOTE = 'Only players in this private game and people you invite can open this link.';

/** Share link: the system share sheet where there is one (phones), else the link is copied. */
export function ShareButton({ game }: { game: Pick<GameDocument, 'activityId' | 'name' | 'privacy'> }) {
  const note = game.privacy === 'private' ? ` ${PRIVATE_LINK_NOTE}` : '';
  const share = async () => {
    const url = gameUrl(game.activityId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: game.name, url });
        if (note) toast('info', 'Link shared', note.trim());
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast('success', 'Link copied', `${url}${note}`);
    } catch {
      toast('info', 'Copy this link to share the game', `${url}${note}`);
    }
  };
  return (
    <Button variant="ghost" onClick={() => void share()}>
      Share
    </Button>
  );
}
