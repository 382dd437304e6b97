/**
 * What a manager opens first (spec sections 1 and 3): the day's timeline, a week's occupancy by
 * hour and the payouts due. One chunk, loaded after the dashboard's first screen has drawn (the
 * back office's first screen stays within its 250 KB gzip budget).
 */
export { DayTimelineCard } from './DayTimeline';
export { OccupancyHeatmapCard } from './OccupancyHeatmap';
export { PayoutsDueCard } from './PayoutsDueCard';
