import { styled } from '@mui/material/styles';
import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { AppBar, Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { AppMenu } from './AppMenu';

const ErrorPage = lazy(() => import('./errorPages').then((m) => ({ default: m.Error })));

/**
 * react-admin's `<Layout>` with our menu, spelled out without its preferences Inspector, which
 * brings Material UI's form inputs onto the first screen (docs/adr/0082-admin-first-screen.md);
 * its error page loads when an error shows. Its root is `min-width: fit-content` and its content
 * column a flex item that never shrinks below its widest child; both may shrink here
 * (`minWidth: 0`), so wide tabs and tables scroll inside their card on a 375 px phone instead of
 * widening the page. The class names are react-admin's (RaLayout-*), so its theme and our
 * styles still apply.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Root className="layout RaLayout-root">
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <AppMenu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <PageErrorBoundary>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </PageErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

interface BoundaryState {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** What react-admin's layout does with a page that throws: its error page, which can reset the boundary. */
class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  override componentDidCatch(_error: unknown, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }
  private readonly reset = () => this.setState({ error: null, errorInfo: undefined });
  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={<Loading />}>
        <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />
      </Suspense>
    );
  }
}

/** react-admin's layout styles (ra-ui-materialui Layout), with the two `minWidth: 0` above. */
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles['root'] })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    minWidth: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
