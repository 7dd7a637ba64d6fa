/** color-name ships no types: the CSS named colours as [red, green, blue]. */
declare module 'color-name' {
  const colours: Record<string, [number, number, number]>;
  export default colours;
}
