import styled from '@emotion/styled';
import type { CommentView } from '@sports/contracts';
import { PlayerLink } from '../players/PlayerLink';
import { Dropdown, DropdownItem } from '../ui/Dropdown';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { postedWords, removedLine, roleLabel } from './chatWords';
import { fontSize, radius } from '../ui/tokens';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  max-width: min(88%, 560px);
  &[data-own='true'] {
    align-self: flex-end;
  }
`;

const Bubble = styled.div`
  padding: 4px 6px 8px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  overflow-wrap: anywhere;
  [data-own='true'] > & {
    border-color: ${color.accent};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: ${fontSize.sm};
  & > time {
    color: ${color.muted};
    margin-left: auto;
  }
`;

const Role = styled.span`
  padding: 0 6px;
  border: 1px solid ${color.accent};
  border-radius: ${radius.sm};
  color: ${color.accent};
  font-size: ${fontSize.xs};
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 1.4;
  &[data-removed='true'] {
    color: ${color.muted};
    font-style: italic;
  }
`;

const Quote = styled.p`
  margin: 0 0 6px;
  padding: 4px 8px;
  border-left: 3px solid ${color.accent};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const MenuButton = styled.summary`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border-radius: ${radius.sm};
  color: ${color.muted};
  font-size: ${fontSize.xl};
  &::-webkit-details-marker {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
`;

const Menu = styled(Dropdown)`
  & > ul {
    min-width: 200px;
  }
  & ${DropdownItem} {
    min-height: ${TAP_TARGET_PX}px;
  }
`;

export interface CommentActions {
  reply: (comment: CommentView) => void;
  remove: (comment: CommentView) => void;
  report: (comment: CommentView) => void;
}

/** One message of the thread: who (a link to their page, hosts labelled), when, a quoted reply, the text or the line a removal left, and its menu. */
export function CommentItem({
  comment,
  viewerId,
  hosting,
  actions,
  now,
}: {
  comment: CommentView;
  viewerId: string | null;
  hosting: boolean;
  actions: CommentActions;
  now: Date;
}) {
  const own = comment.author.id === viewerId;
  const removed = removedLine(comment);
  const role = roleLabel(comment.authorRole);
  const close = (e: React.MouseEvent) => e.currentTarget.closest('details')?.removeAttribute('open');
  return (
    <Item data-own={own} data-testid="chat-message" data-seq={comment.seq}>
      <Bubble>
        <Head>
          {own ? <strong>You</strong> : <PlayerLink userId={comment.author.id}>{comment.author.name}</PlayerLink>}
          {role && <Role>{role}</Role>}
          <time dateTime={comment.postedAt}>{postedWords(comment.postedAt, now)}</time>
          {!removed && (
            <Menu>
              <MenuButton aria-label={`Actions for the message from ${own ? 'you' : comment.author.name}`}>⋯</MenuButton>
              <ul>
                <li>
                  <DropdownItem type="button" onClick={(e) => (close(e), actions.reply(comment))}>
                    Reply
                  </DropdownItem>
                </li>
                {(own || hosting) && (
                  <li>
                    <DropdownItem type="button" onClick={(e) => (close(e), actions.remove(comment))}>
                      Remove
                    </DropdownItem>
                  </li>
                )}
                {!own && (
                  <li>
                    <DropdownItem type="button" onClick={(e) => (close(e), actions.report(comment))}>
                      Report
                    </DropdownItem>
                  </li>
                )}
              </ul>
            </Menu>
          )}
        </Head>
        {comment.replyTo && !removed && (
          <Quote>
            {comment.replyTo.authorName}: {comment.replyTo.excerpt}
          </Quote>
        )}
        <Text data-removed={removed !== null}>{removed ?? comment.text}</Text>
      </Bubble>
    </Item>
  );
}
