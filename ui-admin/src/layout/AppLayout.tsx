import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './AppMenu';

/**
 * react-admin's layout with our menu. Its root is `min-width: fit-content` and its content column
 * a flex item that never shrinks below its widest child; both may shrink here (`minWidth: 0`), so
 * wide tabs and tables scroll inside their card on a 375 px phone instead of widening the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </Layout>
  );
}
