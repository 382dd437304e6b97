import styled from '@emotion/styled';
import { gamesApi, type GameDocument, type GameQuery } from '@sports/contracts';
import { isGameOver } from '@sports/shared-rules';
import { useState, type FormEvent } from 'react';
import { QUESTIONS_ANCHOR } from '../inbox/itemLink';
import { useSession } from '../session/store';
import { Button, Input, LinkButton, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { sendCommand } from './command';
import { TOASTS } from './toasts';
import { useCommand } from './useCommand';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  & > li {
    padding: 10px 0;
    border-bottom: 1px solid ${color.border};
  }
`;

const Row = styled.form`
  display: flex;
  gap: 8px;
  margin-top: 6px;
`;

const QueryFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** Spec section 7 "PUT add query; DELETE query": questions on the game; the host and co-hosts answer. */
export function Queries({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const { run, busy } = useCommand();
  const [question, setQuestion] = useState('');
  const hosting = userId !== null && game.hostandCoHost.includes(userId);
  const open = !isGameOver(game.duration, Date.now());
  const params = { activityId: game.activityId };

  const ask = async (e: FormEvent) => {
    e.preventDefault();
    if (!question.trim()) return;
    const reply = await run('ask', TOASTS.askQuery, () => sendCommand(gamesApi.addQuery, params, { question: question.trim() }));
    if (reply) setQuestion('');
  };

  return (
    // The inbox opens a host's "New question" here (inbox/itemLink); the margin keeps the heading clear of the sticky header.
    <section id={QUESTIONS_ANCHOR} aria-labelledby="queries-title" style={{ scrollMarginTop: 72 }}>
      <h2 id="queries-title">Queries</h2>
      {game.queries.length === 0 ? (
        <Muted as="p">No questions yet.</Muted>
      ) : (
        <List>
          {game.queries.map((q) => (
            <QueryItem key={q.id} query={q} game={game} mayAnswer={hosting} mayDelete={hosting || q.askedBy.id === userId} />
          ))}
        </List>
      )}
      {/* Questions are for the hosts: their own game offered them "Ask the host a question". */}
      {userId && open && !hosting && (
        <Row onSubmit={(e) => void ask(e)}>
          <Input
            aria-label="Ask a question"
            placeholder="Ask the host a question"
            maxLength={1000}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <Button type="submit" disabled={busy || !question.trim()}>
            Ask
          </Button>
        </Row>
      )}
    </section>
  );
}

function QueryItem({
  query,
  game,
  mayAnswer,
  mayDelete,
}: {
  query: GameQuery;
  game: GameDocument;
  mayAnswer: boolean;
  mayDelete: boolean;
}) {
  const { run, busy } = useCommand();
  const [answer, setAnswer] = useState('');
  const params = { activityId: game.activityId, queryId: query.id };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!answer.trim()) return;
    if (await run('answer', TOASTS.answerQuery, () => sendCommand(gamesApi.answerQuery, params, { answer: answer.trim() }))) setAnswer('');
  };

  return (
    <li>
      <div>
        <strong>{query.question}</strong> <Muted>· {query.askedBy.name}</Muted>
      </div>
      {query.answer ? (
        <div>
          {query.answer.text} <Muted>· {query.answer.answeredBy.name}</Muted>
        </div>
      ) : mayAnswer ? (
        <Row onSubmit={(e) => void submit(e)}>
          <Input
            aria-label={`Answer: ${query.question}`}
            placeholder="Your answer"
            maxLength={1000}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
          <Button type="submit" disabled={busy || !answer.trim()}>
            Answer
          </Button>
        </Row>
      ) : null}
      {/* The status and Delete on one line with room between them ("Not answered yet  Delete"), not run together. */}
      {(mayDelete || (!query.answer && !mayAnswer)) && (
        <QueryFoot>
          {!query.answer && !mayAnswer && <Muted>Not answered yet</Muted>}
          {mayDelete && (
            <LinkButton
              type="button"
              disabled={busy}
              aria-label={`Delete question: ${query.question}`}
              onClick={() => void run('delete', TOASTS.deleteQuery, () => sendCommand(gamesApi.deleteQuery, params))}
            >
              Delete
            </LinkButton>
          )}
        </QueryFoot>
      )}
    </li>
  );
}
