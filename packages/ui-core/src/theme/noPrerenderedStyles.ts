// What `<styleSample>?prerendered-styles` gives under jest: no styles, as in a development build.
const noStyles: never[] = [];
export default noStyles;
