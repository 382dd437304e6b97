import { Button } from '../ui/primitives';
import { calendarFileName, gameCalendar, type CalendarGame } from './ics';

/**
 * "Add to calendar" on the game page: an .ics file made in the browser (no
 * network, no calendar account), which phones and desktop calendars open to add the game.
 */
export function AddToCalendar({ game }: { game: CalendarGame }) {
  const download = () => {
    const url = `${window.location.origin}/games/${encodeURIComponent(game.activityId)}`;
    const file = new Blob([gameCalendar(game, url, new Date())], { type: 'text/calendar;charset=utf-8' });
    const href = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = href;
    link.download = calendarFileName(game.name);
    document.body.append(link);
    link.click();
    link.remove();
    // The click has started the download; the object URL is no longer needed after this turn.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  };
  return (
    <Button type="button" variant="ghost" onClick={download} style={{ padding: '4px 10px', marginTop: 6 }}>
      Add to calendar
    </Button>
  );
}
