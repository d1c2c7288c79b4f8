// Node 20.11 and later give ES modules `import.meta.dirname` and `filename`; the pinned @types/node 20.9 does not
// declare them yet.
interface ImportMeta {
  readonly dirname: string;
  readonly filename: string;
}

// A mark the release journey leaves on a tab opened before a release, to find the same tab after it.
interface Window {
  __openedBeforeRelease?: boolean;
}
