/** A module bundled into the text of one classic script (scripts/inline-script.mjs). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
