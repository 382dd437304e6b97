import styled from '@emotion/styled';
import type { GameDocument } from '@sports/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from '../ratings/useFocusTrap';
import { toast } from '../ui/toast/store';
import { Button, TAP_TARGET_PX } from '../ui/primitives';
import { BottomSheet, SheetBackdrop } from '../ui/sheet';
import { color } from '../ui/theme';
import { sharedGame, whatsAppHref, type Shared } from './share';
import { radius } from '../ui/tokens';

export { PRIVATE_LINK_NOTE, gameUrl } from './share';

const Choices = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 4px;
  & > * {
    width: 100%;
  }
`;

/** WhatsApp first (DESIGN.md "Together"): the one link that looks like the app's main action. */
const WhatsAppLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  box-sizing: border-box;
  min-height: ${TAP_TARGET_PX}px;
  padding: 8px 16px;
  border-radius: ${radius.sm};
  border: 1px solid ${color.accent};
  background: ${color.accent};
  color: ${color.accentText};
  font-weight: 600;
  text-decoration: none;
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
  line-height: 1.4;
`;

const Preview = styled.p`
  margin: 0 0 12px;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

/** A speech bubble, drawn (no WhatsApp artwork): says where the link goes next to the words. */
const BubbleIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.3.6.6-2.2-.2-.3A7 7 0 0 1 12 5Z"
    />
  </svg>
);

/**
 * Share: WhatsApp first, then the system share sheet where the browser has one, then Copy link
 * (DESIGN.md "Together"), in a bottom sheet on a phone. A private game keeps its note on who can
 * open the link.
 */
export function ShareLinkButton({ shared, label = 'Share', heading = 'Share' }: { shared: Shared; label?: string; heading?: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const sheet = useRef<HTMLElement>(null);
  const first = useRef<HTMLAnchorElement>(null);
  const id = useId();
  useFocusTrap(sheet, open, close);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  const systemSheet = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const shareWithSystem = async () => {
    close();
    try {
      await navigator.share({ title: shared.title, text: shared.text, url: shared.url });
      if (shared.note) toast('info', 'Link shared', shared.note);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed the sheet
      await copy();
    }
  };
  const copy = async () => {
    close();
    const detail = shared.note ? `${shared.url} ${shared.note}` : shared.url;
    try {
      await navigator.clipboard.writeText(shared.url);
      toast('success', 'Link copied', detail);
    } catch {
      toast('info', 'Copy this link to share', detail);
    }
  };

  return (
    <>
      <Button variant="ghost" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      {open && (
        <>
          <SheetBackdrop onClick={close} />
          <BottomSheet ref={sheet} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
            <h2 id={`${id}-title`}>{heading}</h2>
            <Preview>{shared.text}</Preview>
            {shared.note && <Note>{shared.note}</Note>}
            <Choices>
              <WhatsAppLink ref={first} href={whatsAppHref(shared)} target="_blank" rel="noopener noreferrer" onClick={close}>
                <BubbleIcon />
                WhatsApp
              </WhatsAppLink>
              {systemSheet && (
                <Button variant="ghost" onClick={() => void shareWithSystem()}>
                  More ways to share
                </Button>
              )}
              <Button variant="ghost" onClick={() => void copy()}>
                Copy link
              </Button>
              <Button variant="ghost" onClick={close}>
                Close
              </Button>
            </Choices>
          </BottomSheet>
        </>
      )}
    </>
  );
}

/** A game's Share: the invitation text and the game's link. */
export function ShareButton({ game }: { game: Parameters<typeof sharedGame>[0] & Pick<GameDocument, 'activityId'> }) {
  return <ShareLinkButton shared={sharedGame(game)} heading="Share this game" />;
}
