import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/primitives';
import { color } from '../ui/theme';
import { useFocusTrap } from './useFocusTrap';
import { toast } from '../ui/toast/store';
import { answerReviewPrompt, fetchReviewPrompts, type ReviewPromptItem } from './api';
import { ratingFailureDetail, SOMETHING_WENT_WRONG } from './texts';
import { BottomSheet, SheetBackdrop } from '../ui/sheet';
import { fontSize, radius } from '../ui/tokens';

/** Swipeable: one card per activity, snapping side to side (touch, trackpad or the scroll keys). */
const CARD_GAP_PX = 12;

const Track = styled.ul`
  display: flex;
  gap: ${CARD_GAP_PX}px;
  margin: 0;
  padding: 0 0 8px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
`;

const Slide = styled.li`
  flex: 0 0 100%;
  scroll-snap-align: center;
  box-sizing: border-box;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  & > h3 {
    margin: 0 0 16px;
  }
  & > div {
    display: flex;
    gap: 8px;
  }
  & button {
    flex: 1;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 8px;
`;

const Dots = styled.p`
  margin: 0;
  text-align: center;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

/**
 * Spec sections 2 and 4: the post-activity review prompt, shown while the user has past
 * activities to review. 'Rate Now' records rate and opens the rating panel; 'Skip' records
 * skip and closes the prompt; tapping the backdrop skips the first activity. Escape closes it
 * for now without recording anything.
 */
export function ReviewPrompt({ userId, onRate, onClose }: { userId: string; onRate: (activityId: string) => void; onClose: () => void }) {
  const [items, setItems] = useState<ReviewPromptItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const sheet = useRef<HTMLElement>(null);
  // A modal dialog traps focus, Escape closes it (for now, recording nothing), focus returns.
  useFocusTrap(sheet, items.length > 0, onClose);

  useEffect(() => {
    let live = true;
    // Spec section 8: a failed review list gives no prompt.
    fetchReviewPrompts(userId)
      .then((list) => live && setItems(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId]);

  if (items.length === 0) return null;

  /** Mouse and keyboard users page through the cards that touch users swipe. */
  const show = (index: number) => {
    const el = track.current;
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: index * (el.clientWidth + CARD_GAP_PX), behavior: 'smooth' });
    setCurrent(index);
  };

  const answer = async (action: 'rate' | 'skip', item: ReviewPromptItem) => {
    setBusy(true);
    try {
      await answerReviewPrompt(action, item.activityId, userId);
      onClose();
      if (action === 'rate') onRate(item.activityId);
    } catch (error) {
      toast('error', SOMETHING_WENT_WRONG, ratingFailureDetail(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SheetBackdrop data-testid="review-backdrop" onClick={() => !busy && items[0] && void answer('skip', items[0])} />
      <BottomSheet role="dialog" aria-modal="true" aria-labelledby="review-prompt-title" ref={sheet} tabIndex={-1}>
        <h2 id="review-prompt-title">How was your game?</h2>
        <Track
          ref={track}
          aria-label="Activities to review"
          onScroll={(event) => {
            const el = event.currentTarget;
            setCurrent(Math.round(el.scrollLeft / Math.max(el.clientWidth + CARD_GAP_PX, 1)));
          }}
        >
          {items.map((item, index) => (
            <Slide
              key={item.activityId}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              data-testid="review-card"
            >
              <h3>{item.activityName}</h3>
              <div>
                <Button variant="ghost" disabled={busy} onClick={() => void answer('skip', item)}>
                  Skip
                </Button>
                <Button disabled={busy} onClick={() => void answer('rate', item)} autoFocus={index === 0}>
                  Rate Now
                </Button>
              </div>
            </Slide>
          ))}
        </Track>
        {items.length > 1 && (
          <Pager>
            <Button variant="ghost" aria-label="Previous activity" disabled={current === 0} onClick={() => show(current - 1)}>
              ‹
            </Button>
            <Dots aria-live="polite">
              {Math.min(current + 1, items.length)} of {items.length} · swipe for more
            </Dots>
            <Button variant="ghost" aria-label="Next activity" disabled={current >= items.length - 1} onClick={() => show(current + 1)}>
              ›
            </Button>
          </Pager>
        )}
      </BottomSheet>
    </>
  );
}
