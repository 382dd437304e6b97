import { notificationsApi, type Communication } from '@sports/contracts';
import { requestJson } from '../api/http';
import { newIdempotencyKey } from '../api/paths';
import { withSession } from '../session/withSession';

/** The channels game notifications reach me on (the server's defaults when I never chose). */
export const fetchCommunication = () =>
  withSession(
    async (token) =>
      (
        await requestJson(notificationsApi.getCommunicationPreferences.path, notificationsApi.getCommunicationPreferences.response, {
          token,
        })
      ).data,
  );

/** Replaces the whole choice (the PUT takes both channels). */
export const saveCommunication = (communication: Communication) =>
  withSession(async (token) => {
    const headers = { 'idempotency-key': newIdempotencyKey() };
    const route = notificationsApi.setCommunicationPreferences;
    return (await requestJson(route.path, route.response, { method: 'PUT', token, body: communication, headers })).data;
  });
