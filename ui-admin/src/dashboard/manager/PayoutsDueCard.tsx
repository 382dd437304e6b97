import { Alert, Box, Button, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../format/money';
import { shortDate } from '../chartScale';
import { errorOf, usePayoutsDue } from './api';

/** Spec sections 1 and 3 (partners and payouts): what the platform owes each organisation and venue, and since when. */
export function PayoutsDueCard() {
  const basename = useBasename();
  const { data, error: failure, isPending } = usePayoutsDue();
  const error = errorOf(failure);
  return (
    <Card component="section" aria-label="Payouts due">
      <CardHeader
        title="Payouts due"
        action={
          <Button component={Link} to={`${basename}/payouts`} sx={{ minHeight: 44 }}>
            Payouts list
          </Button>
        }
      />
      <CardContent>
        {error ? <Alert severity="error">Payouts could not be loaded: {error.message}</Alert> : null}
        {isPending ? <Skeleton variant="rectangular" height={80} /> : null}
        {data && data.organisations.length === 0 ? <Typography color="text.secondary">Nothing owed: no paid orders yet.</Typography> : null}
        <Stack spacing={3}>
          {data?.organisations.map((org) => (
            <Box key={org.orgId} component="article" aria-label={`Payout due to ${org.name}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {org.name}
                </Typography>
                <Typography variant="h5" component="p" color={org.remainingDue < 0 ? 'error' : 'text.primary'}>
                  {org.remainingDue < 0
                    ? `${formatMoney(-org.remainingDue, data.currency)} owed to the platform`
                    : `${formatMoney(org.remainingDue, data.currency)} due`}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {org.unsettledFrom ? `Unsettled since ${shortDate(org.unsettledFrom)}. ` : ''}
                {org.lastSettlement
                  ? `Last settled ${formatMoney(org.lastSettlement.amount, data.currency)} for ${shortDate(org.lastSettlement.from)} to ${shortDate(org.lastSettlement.to)} (${org.lastSettlement.reference}).`
                  : 'Never settled yet.'}{' '}
                {formatMoney(org.payoutDue, data.currency)} earned in all, {formatMoney(org.settled, data.currency)} paid out.
              </Typography>
              {org.venues.length > 0 ? (
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }} aria-label={`${org.name} by venue`}>
                  {org.venues.map((venue) => (
                    <Stack key={venue.spaceId} component="li" direction="row" sx={{ justifyContent: 'space-between', columnGap: 2 }}>
                      <span>{venue.name}</span>
                      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(venue.due, data.currency)} · {venue.orders} {venue.orders === 1 ? 'order' : 'orders'}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              ) : null}
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
