import { accountsApi } from '@sports/contracts';
import { requestJson } from '../api/http';
import { withSession } from '../session/withSession';

export interface NewPhone {
  phone: string;
  countryCode: string;
}

/** Sends a code by SMS to the number I want to sign in with from now on. */
export const sendPhoneChangeCode = (body: NewPhone) =>
  withSession((token) =>
    requestJson(accountsApi.sendPhoneChangeCode.path, accountsApi.sendPhoneChangeCode.response, { method: 'POST', token, body }),
  );

/** With that code, moves my sign-in to the new number; the reply's log position makes the profile wait for it. */
export const changePhoneNumber = (body: NewPhone & { code: string }) =>
  withSession(
    async (token) =>
      (await requestJson(accountsApi.changePhoneNumber.path, accountsApi.changePhoneNumber.response, { method: 'POST', token, body })).data,
  );
