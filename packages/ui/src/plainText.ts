// The portal's texts that need no React (en-AU dates, people's names, coupon terms), also
// importable alone as `@portal/ui/plainText`: the reference API's CSV export reads like the screen.
export * from './format';
export * from './people';
export * from './couponText';
