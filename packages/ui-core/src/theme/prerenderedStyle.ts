/**
 * One `<style>` element of CSS rendered at build time, marked as emotion marks the styles of a
 * server render: `css-global <name>` for a global style, `css <name> <name> ...` for classes and
 * keyframes.
 */
export interface PrerenderedStyle {
  dataEmotion: string;
  css: string;
}
