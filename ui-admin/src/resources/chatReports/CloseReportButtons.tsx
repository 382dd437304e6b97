import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import { Button } from '@mui/material';
import { adminChatReports, chatAdminApi } from '@sports/contracts';
import type { z } from 'zod';
import { useRecordContext } from 'react-admin';
import { sendCommand } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';

type ChatReport = z.infer<typeof adminChatReports.record>;

/**
 * An open report's two answers: remove the message (the thread then reads "Message removed by a
 * moderator", and every open report of it closes) or dismiss the report and leave the message.
 */
export function CloseReportButtons() {
  const report = useRecordContext<ChatReport>();
  const { run, pending } = useCommandAction();
  if (!report || report.status !== 'open') return null;
  const close = (action: 'remove' | 'dismiss') =>
    run<ChatReport>({
      send: () =>
        sendCommand(
          action === 'remove' ? chatAdminApi.adminRemoveReportedComment : chatAdminApi.adminDismissChatReport,
          { id: report.reportId },
          { activityId: report.activityId },
        ),
      success: action === 'remove' ? 'Message removed' : 'Report dismissed',
      await: { resource: adminChatReports.name, id: String(report.id), isFresh: (r) => r.status !== 'open' },
    });
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} disabled={pending} onClick={() => void close('remove')} sx={{ minHeight: 44 }}>
        Remove message
      </Button>
      <Button startIcon={<DoneIcon />} disabled={pending} onClick={() => void close('dismiss')} sx={{ minHeight: 44 }}>
        Dismiss report
      </Button>
    </>
  );
}
