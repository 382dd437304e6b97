import { Box, Typography } from '@mui/material';
import { formAnswerLines, itemInWords, type OrderDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';

type Item = OrderDocument['items'][number];

/**
 * An order line in words: "Turf A, 27 Nov, 18:00–19:00", as its refund lines read;
 * under it, an event's, meet's or tournament's registration answers, each under its question.
 */
export function ItemInWordsField({ label: _label }: { label?: string }) {
  const item = useRecordContext<Item & { id: string }>();
  if (!item) return null;
  const answers = formAnswerLines(item);
  return (
    <>
      {/* The line's own name carries its venue; the order's name is only a fallback. */}
      <Typography variant="body2">{itemInWords({ spaceName: '' }, item)}</Typography>
      {answers.length > 0 ? (
        <Box component="dl" aria-label="Registration answers" sx={{ m: 0, mt: 0.5 }}>
          {answers.map(({ question, answer }, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 0.5, typography: 'body2', color: 'text.secondary' }}>
              <Box component="dt" sx={{ fontWeight: 500 }}>
                {question}:
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {answer}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </>
  );
}
