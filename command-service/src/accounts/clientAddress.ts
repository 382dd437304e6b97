// The client address helper is shared with the query service's stream limits (issue 19 item 3).
export { clientAddress } from '@sports/service-kit';
