declare module 'virtual:bundled-profiles' {
  const result: import('./validate').LoadResult;
  export default result;
}
