/**
 * react-admin's error, 404, access-denied and authentication-error pages, loaded when one shows
 * (App.tsx and AppLayout.tsx import this module lazily): off the first screen.
 */
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
