import { SaveButton, Toolbar } from 'react-admin';

/**
 * An edit form's toolbar without react-admin's Delete: venues, coupons, offerings, business
 * records, cities and organisations have no delete (the admin API answers DELETE with 405,
 * docs/backoffice.md), so the default toolbar's bin asked to confirm and then only failed.
 * They are switched off through their status instead.
 */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
