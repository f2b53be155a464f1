/** The WOFF2 encoder and decoder (Google's woff2 compiled to WebAssembly); the package ships no types. */
declare module 'wawoff2' {
  const wawoff2: {
    compress(sfnt: Uint8Array): Promise<Uint8Array>;
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
