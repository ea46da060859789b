// Netlify build plugin: keeps the web build (its bundles, the pages and the code fingerprint) in
// Netlify's build cache, so the next build, when a publish started it and the code is the same, only
// renders the pages from these bundles (`pnpm build --reuse-bundles`, docs/decisions/051-netlify-reuses-bundles.md).

/** Before the build command: the previous build's folder, if the cache has one. */
export async function onPreBuild({ inputs, utils }) {
  const restored = await utils.cache.restore(inputs.folder);
  console.log(
    restored
      ? `reuse-bundles: restored ${inputs.folder} from the build cache`
      : `reuse-bundles: no cached ${inputs.folder}; this build makes the bundles`,
  );
}

/** After a successful build command only: a failed build leaves the cached bundles as they were. */
export async function onPostBuild({ inputs, utils }) {
  if (await utils.cache.save(inputs.folder))
    console.log(`reuse-bundles: saved ${inputs.folder} to the build cache`);
}
