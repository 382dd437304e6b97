import type { OrderDocument } from './readModel';

type Item = OrderDocument['items'][number];

/** One registration answer under the question it answers. */
export interface AnsweredQuestion {
  question: string;
  answer: string;
}

const answerWords = (value: string | number | boolean): string => (value === true ? 'Yes' : value === false ? 'No' : String(value).trim());

/**
 * A meet's, tournament's or event's registration answers under the questions as the form read when
 * the order was placed (`formQuestions`, contracts bookings/offeringItems), in the form's order, then
 * any answer the kept questions do not name; blanks left out. Orders from before the questions were
 * kept read "Answer": today's form may have relabelled the field. The player's order page and the
 * back office's say them alike from here.
 */
export function formAnswerLines(item: Item): AnsweredQuestion[] {
  const answers = 'formAnswers' in item ? item.formAnswers : undefined;
  if (!answers) return [];
  const questions = ('formQuestions' in item ? item.formQuestions : undefined) ?? [];
  const labels = new Map(questions.map((q) => [q.id, q.label]));
  const ids = [...questions.map((q) => q.id), ...Object.keys(answers).filter((id) => !labels.has(id))];
  return ids.flatMap((id) => {
    const value = Object.hasOwn(answers, id) ? answers[id] : undefined;
    const answer = value === undefined ? '' : answerWords(value);
    return answer ? [{ question: labels.get(id) ?? 'Answer', answer }] : [];
  });
}
