// The public build must hold none of the preview's code (docs/decisions/027-presentation-preview.md):
// it is built from the same app with VITE_PREVIEW_BUILD unset, and the bundler drops app/preview/.

export interface BuiltFile {
  path: string;
  text: string;
}

/** What only a preview build contains, each found by a string its minified code keeps. */
export const previewMarkers: readonly { what: string; pattern: RegExp }[] = [
  {
    what: 'the visual-editing bundle (@sanity/visual-editing, its postMessage channels)',
    pattern: /sanity\/channels/,
  },
  { what: 'the Presentation loader (live queries through the Studio)', pattern: /loader\/query-listen/ },
  { what: "the preview's edit links (app/preview/)", pattern: /\/intent\/edit\/mode=presentation/ },
  { what: 'the stega encoder (@vercel/stega)', pattern: /0:8203,1:8204,2:8205/ },
  // Edit links hidden in text: four or more zero-width characters in a row.
  { what: 'stega-encoded text', pattern: /(?:\u200b|\u200c|\u200d|\ufeff){4,}/u },
];

/** One problem per marker found, naming the first file that has it. */
export function checkNoPreviewCode(files: readonly BuiltFile[]): string[] {
  return previewMarkers.flatMap(({ what, pattern }) => {
    const file = files.find(({ text }) => pattern.test(text));
    return file
      ? [`${file.path} contains ${what}: a preview build (VITE_PREVIEW_BUILD=true) is not the public site`]
      : [];
  });
}
