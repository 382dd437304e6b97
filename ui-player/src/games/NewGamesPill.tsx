import styled from '@emotion/styled';
import { HEADER_HEIGHT } from '../app/layout';
import { ArrowUpIcon } from '../ui/icons';
import { LAYER } from '../ui/layers';
import { Button, visuallyHidden } from '../ui/primitives';
import { fontSize, radius, shadow, space } from '../ui/tokens';

/** "1 new game", "3 new games". */
export const newGamesWords = (count: number): string => `${count} new game${count === 1 ? '' : 's'}`;

/**
 * No height of its own, so the list never moves when the pill comes or goes (nothing jumps under
 * the thumb): the pill hangs from the top of the list, over the first card's picture (96 px, no
 * text there), and once the list is scrolled it sticks just under the sticky header, over the
 * page and under the frame, never over the header.
 */
const Dock = styled.div`
  position: sticky;
  top: ${HEADER_HEIGHT}px;
  z-index: ${LAYER.dropdown};
  height: 0;
  display: flex;
  justify-content: center;
`;

const Pill = styled(Button)`
  gap: ${space[1]};
  margin-top: ${space[2]};
  padding: ${space[2]} ${space[4]};
  border-radius: ${radius.pill};
  box-shadow: ${shadow.toast};
  font-size: ${fontSize.sm};
  white-space: nowrap;
`;

/** The list's polite status line: always in the page, since a live region must be there before its words change. */
export const ListNews = styled.p`
  ${visuallyHidden};
`;

/** What the status line says of the pill: read out without taking the focus from where the player is. */
export const newGamesNews = (count: number): string => `${newGamesWords(count)} at the top of the list`;

/** "↑ 3 new games" (docs/adr/0145-new-games-pill.md): a 44 px button named "Show 3 new games". */
export function NewGamesPill({ count, onShow }: { count: number; onShow: () => void }) {
  const words = newGamesWords(count);
  return (
    <Dock>
      <Pill type="button" aria-label={`Show ${words}`} data-testid="new-games" onClick={onShow}>
        <ArrowUpIcon />
        {words}
      </Pill>
    </Dock>
  );
}
