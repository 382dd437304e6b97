// The client address helper is shared with the query service's stream limits.
export { clientAddress } from '@sports/service-kit';
