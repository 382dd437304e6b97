import type { GameDocument } from '@sports/contracts';
import { toast } from '../ui/toast/store';
import { Button } from '../ui/primitives';

/** The game's own address on this site. */
export const gameUrl = (activityId: string): string => `${window.location.origin}/games/${encodeURIComponent(activityId)}`;

/** Share link: the system share sheet where there is one (phones), else the link is copied. */
export function ShareButton({ game }: { game: Pick<GameDocument, 'activityId' | 'name'> }) {
  const share = async () => {
    const url = gameUrl(game.activityId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: game.name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast('success', 'Link copied', url);
    } catch {
      toast('info', 'Copy this link to share the game', url);
    }
  };
  return (
    <Button variant="ghost" onClick={() => void share()}>
      Share
    </Button>
  );
}
