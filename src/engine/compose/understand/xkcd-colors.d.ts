// xkcd-colors ships no types: the xkcd colour survey's names as { name, hex } records.
declare module 'xkcd-colors' {
  interface XkcdColor {
    name: string
    hex: string
  }
  const xkcd: { colors: XkcdColor[] }
  export default xkcd
}
