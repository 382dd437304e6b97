import { devApi, type DemoAccount } from '@sports/contracts';
import { ApiError, requestJson } from '../api/http';

/** Development only: null when the server has no demo accounts (404 in production). */
export async function fetchDemoAccounts(): Promise<DemoAccount[] | null> {
  try {
    return await requestJson(devApi.demoAccounts.path, devApi.demoAccounts.response);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const issueDevToken = (userId: string) =>
  requestJson(devApi.devToken.path, devApi.devToken.response, { method: 'POST', body: { userId } });
