import { DateField, useFieldValue, type DateFieldProps } from 'react-admin';
import { VENUE_LOCALE, venueDateOptions } from './venueTime';

/**
 * react-admin's DateField in venue time (Asia/Kolkata, en-IN): "5 Dec 2026, 22:00" with showTime,
 * "5 Dec 2026" without. Still a DateField underneath, so labels, sorting and empty text work as before.
 * Every date of the back office goes through it (or formatVenueDate), never the browser's zone.
 */
export function VenueDateField(props: Omit<DateFieldProps, 'locales' | 'options'>) {
  const value: unknown = useFieldValue(props);
  return <DateField {...props} locales={VENUE_LOCALE} options={venueDateOptions(value, props.showTime ?? false)} />;
}
