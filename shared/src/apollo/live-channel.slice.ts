import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The websocket that carries subscriptions, as graphql-ws reports it: 'idle' before the first
 * subscription (the connection is lazy), 'connecting' while it (re)connects, 'connected', and
 * 'closed' when it dropped (graphql-ws then retries per the spec's policy unless the code was fatal).
 */
export type LiveChannelStatus = 'idle' | 'connecting' | 'connected' | 'closed';

export interface LiveChannelState {
  status: LiveChannelStatus;
}

const initialState: LiveChannelState = { status: 'idle' };

export const liveChannelSlice = createSlice({
  name: 'liveChannel',
  initialState,
  reducers: {
    liveChannelChanged(state, action: PayloadAction<LiveChannelStatus>) {
      state.status = action.payload;
    },
  },
  selectors: {
    selectLiveChannelStatus: (state) => state.status,
  },
});

export const { liveChannelChanged } = liveChannelSlice.actions;
export const { selectLiveChannelStatus } = liveChannelSlice.selectors;
