import simpleRestProvider from 'ra-data-simple-rest';

/**
 * The admin API follows the ra-data-simple-rest conventions (sort, range and filter query
 * parameters; Content-Range exposed). Nothing calls it until a Resource is registered.
 */
export const ADMIN_API_URL = '/admin-api';
export const dataProvider = simpleRestProvider(ADMIN_API_URL);
