// A module imports its app's style sample with `?prerendered-styles` to get the sample's CSS,
// rendered at build time (@portal/build's prerenderedStylesLoader; none outside production).
declare module '*?prerendered-styles' {
  const styles: import('./prerenderedStyle').PrerenderedStyle[];
  export default styles;
}
