// The portal's texts that need no React (en-AU dates, people's names, coupon terms): @portal/ui
// shows them on screen, the reference API writes them into its CSV exports, so both read alike.
export * from './format';
export * from './people';
export * from './couponText';
