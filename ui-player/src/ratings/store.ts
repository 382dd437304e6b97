import { create } from 'zustand';

interface RatingPanelState {
  /** The game whose 'Rating' panel is open, or null. */
  activityId: string | null;
  openFor: (activityId: string) => void;
  close: () => void;
}

/** The 'Rating' side panel opened from the review prompt (spec section 4: 'Rate Now' opens the rating panel). */
export const useRatingPanel = create<RatingPanelState>()((set) => ({
  activityId: null,
  openFor: (activityId) => set({ activityId }),
  close: () => set({ activityId: null }),
}));
