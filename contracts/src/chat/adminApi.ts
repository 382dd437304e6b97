import { z } from 'zod';
import { defineRoute } from '../api/route';
import { idSchema } from '../core/primitives';
import { chatReportStatusSchema } from './readModel';

/** A report of a chat message as the back office's Chat reports list shows it (chat_reports read model). */
export const chatReportRecordSchema = z.object({
  id: z.string(),
  reportId: z.string(),
  activityId: z.string(),
  commentId: z.string(),
  reason: z.string(),
  reportedBy: z.string(),
  spaceId: z.string().nullable(),
  orgId: z.string().nullable(),
  commentText: z.string(),
  commentAuthorId: z.string(),
  commentAuthorName: z.string(),
  activityName: z.string(),
  status: chatReportStatusSchema,
  reportedAt: z.string(),
  closedBy: z.string().optional(),
  closedAt: z.string().optional(),
});

const closeReport = (action: 'remove' | 'dismiss', summary: string) =>
  ({
    operationId: action === 'remove' ? 'adminRemoveReportedComment' : 'adminDismissChatReport',
    method: 'post',
    path: `/admin-api/chatReports/{id}/${action}`,
    summary,
    tag: 'Back office',
    auth: 'required',
    idempotent: true,
    params: z.object({ id: idSchema }).strict(),
    body: z.object({ activityId: idSchema }).strict(),
    successStatus: 200,
    response: z.object({ id: z.string(), activityId: z.string(), status: chatReportStatusSchema }),
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'REPORT_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
  }) as const;

export const adminRemoveReportedComment = defineRoute(
  closeReport(
    'remove',
    'Back office (docs/adr/0101-game-chat.md): staff of the venue\'s organisation, or a platform operator, remove a reported chat message; it reads "Message removed by a moderator" in the thread, and every open report of it is closed. A command on the game\'s chat stream.',
  ),
);

export const adminDismissChatReport = defineRoute(
  closeReport(
    'dismiss',
    "Back office: staff of the venue's organisation, or a platform operator, dismiss a report of a chat message and leave the message. A command on the game's chat stream.",
  ),
);
