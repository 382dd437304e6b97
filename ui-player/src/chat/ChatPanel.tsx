import styled from '@emotion/styled';
import type { CommentView, GameDocument } from '@sports/contracts';
import { COMMENT_MAX_CHARS } from '@sports/contracts';
import { isGameOver } from '@sports/shared-rules';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { plainProblemText } from '../forms/fieldErrors';
import { GameStanding } from '../games/GameStanding';
import { formatWhen } from '../games/format';
import { LiveViewerCount } from '../live/LiveViewerCount';
import { useSession } from '../session/store';
import { ConfirmSheet } from '../ui/ConfirmSheet';
import { Button, Card, LinkButton, Muted, TAP_TARGET_PX } from '../ui/primitives';
import { mediaFrom } from '../ui/sizeClass';
import { color } from '../ui/theme';
import { toast } from '../ui/toast/store';
import { fetchChatPage, fetchUnreadChats, markChatRead, postComment, removeComment, reportComment } from './api';
import { useUnreadStore } from '../inbox/unreadCount';
import { CommentItem, type CommentActions } from './CommentItem';
import { JOIN_TO_CHAT } from './chatWords';
import { onChatEvent, useChatUnread } from './liveChat';
import { ReportSheet } from './ReportSheet';
import { fontSize, radius } from '../ui/tokens';

const Thread = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 8px 2px;
  list-style: none;
  /* Newest at the bottom, right above the input, earlier ones above it (WhatsApp's order); the page scrolls. */
  justify-content: flex-end;
  min-height: max(200px, calc(100dvh - 440px));
  ${mediaFrom.TAB} {
    min-height: max(280px, calc(100dvh - 380px));
  }
`;

const Composer = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px;
  align-items: end;
  padding: 8px 0;
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  /* Stays in view at the screen's bottom, above the sticky action bar and the tab bar (--chat-bar-height: the bar's measured height). */
  position: sticky;
  bottom: calc(var(--tab-bar-space, 0px) + var(--chat-bar-height, 0px));
  z-index: 1;
`;

const TextBox = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: ${TAP_TARGET_PX}px;
  max-height: 120px;
  padding: 10px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.bg};
  color: ${color.text};
  font: inherit;
  resize: none;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

const Replying = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 8px;
  padding-left: 8px;
  border-left: 3px solid ${color.accent};
  color: ${color.muted};
  font-size: ${fontSize.sm};
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Header = styled.header`
  margin-bottom: 4px;
  & > h1 {
    margin: 0;
    font-size: ${fontSize.xl};
    overflow-wrap: anywhere;
  }
`;

type PanelGame = GameDocument & { viewerStatus?: string | null | undefined };

/** Messages by number: a page, a live message and a removal all land in one place. */
const merge = (current: ReadonlyMap<number, CommentView>, comments: readonly CommentView[]) => {
  const next = new Map(current);
  for (const c of comments) next.set(c.seq, c);
  return next;
};

/**
 * The Chat part of a game page (DESIGN.md "Together"; docs/adr/0101-game-chat.md): newest at the
 * bottom, earlier pages above it, the input at the bottom above the sticky action; new and removed
 * messages arrive live on the page's viewer stream. A non-member is told why they cannot read it.
 */
export function ChatPanel({ game, member }: { game: PanelGame; member: boolean }) {
  const { activityId } = game;
  const card = useRef<HTMLElement>(null);
  useBarHeight(card);
  return (
    <Card ref={card}>
      <Header>
        <h1>{game.name}</h1>
        <Muted>{formatWhen(game)}</Muted>
        <LiveViewerCount activityId={activityId} over={isGameOver(game.duration, Date.now())} />
      </Header>
      {member ? <Conversation game={game} /> : <p data-testid="chat-join-note">{JOIN_TO_CHAT}.</p>}
      <GameStanding game={game} />
    </Card>
  );
}

function Conversation({ game }: { game: PanelGame }) {
  const { activityId } = game;
  const viewerId = useSession((s) => s.user?.userId ?? null);
  const hosting = viewerId !== null && game.hostandCoHost.includes(viewerId);
  const [comments, setComments] = useState<ReadonlyMap<number, CommentView>>(new Map());
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<CommentView | null>(null);
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<CommentView | null>(null);
  const [reporting, setReporting] = useState<CommentView | null>(null);
  const [busy, setBusy] = useState(false);
  const thread = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  /** Where to leave the scroll after the next render: at the bottom (newest), or kept in place above an earlier page. */
  const scrollAfter = useRef<{ kind: 'bottom' } | { kind: 'keep'; fromBottom: number } | null>(null);
  const marked = useRef(0);

  const ordered = [...comments.values()].sort((a, b) => a.seq - b.seq);
  const newest = ordered.at(-1)?.seq ?? 0;

  const nearBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 120;

  const load = useCallback(async () => {
    try {
      const page = await fetchChatPage(activityId);
      scrollAfter.current = { kind: 'bottom' };
      setComments(merge(new Map(), page.comments));
      setNextBefore(page.nextBefore);
      setState('ready');
    } catch {
      setState('failed');
    }
  }, [activityId]);

  useEffect(() => {
    useChatUnread.getState().setOpen(activityId, true);
    void load();
    const stop = onChatEvent((event) => {
      if (event.activityId !== activityId) return;
      if (nearBottom()) scrollAfter.current = { kind: 'bottom' };
      setComments((current) => merge(current, event.comments));
    });
    return () => {
      stop();
      useChatUnread.getState().setOpen(activityId, false);
    };
  }, [activityId, load]);

  useLayoutEffect(() => {
    const wanted = scrollAfter.current;
    if (!wanted) return;
    scrollAfter.current = null;
    const height = document.documentElement.scrollHeight;
    window.scrollTo({ top: wanted.kind === 'bottom' ? height : height - wanted.fromBottom });
  });

  // What is shown is read: the marker follows the newest message while the tab is open.
  useEffect(() => {
    if (newest <= marked.current) return;
    marked.current = newest;
    // Read: the bell's count of chats with new messages is asked again.
    void markChatRead(activityId, newest)
      .then(() => fetchUnreadChats())
      .then((reply) => useUnreadStore.getState().setChats(reply.chats.length))
      .catch(() => undefined);
  }, [activityId, newest]);

  const earlier = async () => {
    if (nextBefore === null) return;
    try {
      const page = await fetchChatPage(activityId, nextBefore);
      scrollAfter.current = { kind: 'keep', fromBottom: document.documentElement.scrollHeight - window.scrollY };
      setComments((current) => merge(current, page.comments));
      setNextBefore(page.nextBefore);
    } catch (error) {
      toast('error', 'Could not load earlier messages', plainProblemText(error));
    }
  };

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    setSending(true);
    try {
      const posted = await postComment(activityId, trimmed, replyTo?.commentId);
      scrollAfter.current = { kind: 'bottom' };
      setComments((current) => merge(current, [posted]));
      setText('');
      setReplyTo(null);
    } catch (error) {
      toast('error', 'Message not sent', plainProblemText(error));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends on a keyboard with Shift for a new line, as WhatsApp Web; a phone's Enter key adds a line.
    if (e.key === 'Enter' && !e.shiftKey && window.matchMedia('(pointer: fine)').matches) void send();
  };

  const actions: CommentActions = {
    reply: (comment) => {
      setReplyTo(comment);
      input.current?.focus();
    },
    remove: setRemoving,
    report: setReporting,
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeComment(activityId, removing.commentId);
      setComments((current) =>
        merge(current, [{ ...removing, text: null, replyTo: null, removedBy: removing.author.id === viewerId ? 'author' : 'host' }]),
      );
      toast('success', 'Message removed');
      setRemoving(null);
    } catch (error) {
      toast('error', 'Could not remove the message', plainProblemText(error));
    } finally {
      setBusy(false);
    }
  };

  const sendReport = async (reason: string) => {
    if (!reporting) return;
    setBusy(true);
    try {
      await reportComment(activityId, reporting.commentId, reason);
      toast('success', 'Reported: the venue’s team will look at it');
      setReporting(null);
    } catch (error) {
      toast('error', 'Could not report the message', plainProblemText(error));
    } finally {
      setBusy(false);
    }
  };

  const now = new Date();
  return (
    <section aria-label="Chat">
      <Thread ref={thread} aria-label="Messages" aria-live="polite" data-testid="chat-thread">
        {nextBefore !== null && (
          <li style={{ alignSelf: 'center' }}>
            <LinkButton type="button" onClick={() => void earlier()}>
              Earlier messages
            </LinkButton>
          </li>
        )}
        {state === 'loading' && (
          <li>
            <Muted>Loading messages…</Muted>
          </li>
        )}
        {state === 'failed' && (
          <li>
            <Muted>The messages could not be loaded. </Muted>
            <LinkButton type="button" onClick={() => void load()}>
              Try again
            </LinkButton>
          </li>
        )}
        {state === 'ready' && ordered.length === 0 && (
          <li>
            <Muted>No messages yet. Say hello to the players.</Muted>
          </li>
        )}
        {ordered.map((c) => (
          <CommentItem key={c.seq} comment={c} viewerId={viewerId} hosting={hosting} actions={actions} now={now} />
        ))}
      </Thread>
      <Composer onSubmit={(e) => void send(e)}>
        {replyTo && (
          <Replying>
            <span>
              Replying to {replyTo.author.name}: {replyTo.text}
            </span>
            <LinkButton type="button" onClick={() => setReplyTo(null)} aria-label="Cancel the reply">
              Cancel
            </LinkButton>
          </Replying>
        )}
        <TextBox
          ref={input}
          aria-label="Message"
          placeholder="Message the players"
          rows={1}
          maxLength={COMMENT_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
        />
        <Button type="submit" disabled={sending || !text.trim()}>
          Send
        </Button>
        {text.length > COMMENT_MAX_CHARS - 100 && (
          <Muted style={{ gridColumn: '1 / -1', fontSize: fontSize.sm }}>
            {text.length} of {COMMENT_MAX_CHARS} characters
          </Muted>
        )}
      </Composer>
      {removing && (
        <ConfirmSheet
          title="Remove this message?"
          confirmLabel="Remove"
          cancelLabel="Keep it"
          busy={busy}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        >
          <p>
            Everyone will see “{removing.author.id === viewerId ? 'Message removed by its author' : 'Message removed by the host'}” in its
            place.
          </p>
        </ConfirmSheet>
      )}
      {reporting && (
        <ReportSheet comment={reporting} busy={busy} onSend={(reason) => void sendReport(reason)} onCancel={() => setReporting(null)} />
      )}
    </section>
  );
}

/**
 * The sticky action bar's height while it is fixed to a phone's bottom (0 from the TAB width, where
 * it sits in the page), as --chat-bar-height on the panel: the input stays just above it, whatever
 * the bar holds (a reason, a button, a stepper).
 */
function useBarHeight(panel: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = panel.current;
    const bar = root?.querySelector<HTMLElement>('[data-sticky-action]');
    if (!root || !bar) return;
    const measure = () =>
      root.style.setProperty('--chat-bar-height', getComputedStyle(bar).position === 'fixed' ? `${bar.offsetHeight}px` : '0px');
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    observer?.observe(bar);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [panel]);
}
