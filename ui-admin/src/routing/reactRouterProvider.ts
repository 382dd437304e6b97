import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';

/**
 * ra-core's react-router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js, 5.15),
 * less the router it creates for apps that bring none: that one is a data router
 * (createHashRouter), about 17 KB gzip of react-router the bundler cannot drop, since the
 * adapter is ra-core's default router provider. The back office always runs inside its own
 * <BrowserRouter> (App.tsx), so vite.config.ts swaps this module in for ra-core's in the build
 *. reactRouterProvider.spec.ts checks it offers what ra-core's does.
 */

/** Whether a data router is mounted (useBlocker needs one); never here, as in ra-core's adapter under a BrowserRouter. */
const useCanBlock = () => {
  const dataRouterContext = useContext(UNSAFE_DataRouterContext);
  const dataRouterStateContext = useContext(UNSAFE_DataRouterStateContext);
  return !!(dataRouterContext && dataRouterStateContext);
};

/** A stable navigate function that always calls the latest one (as ra-core's). */
const useNavigate = () => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => navigateRef.current(...args), []);
};

const RouterWrapper = ({ children }: { basename?: string; children: ReactNode }) => {
  if (!useInRouterContext()) throw new Error('The back office renders react-admin inside its own <BrowserRouter> (App.tsx)');
  return createElement(Fragment, null, children);
};

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
