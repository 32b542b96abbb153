// A module resolution hook for command-line tools that run PeerJS in Node (`npm run watch`): Node
// resolves `peerjs` to its CommonJS build (package.json "main"), whose named exports it cannot see,
// where the app's bundler and vitest take its ES module build ("module"). This gives Node the same.
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (specifier !== 'peerjs' || !resolved.url.endsWith('/dist/bundler.cjs')) return resolved;
  return { ...resolved, url: resolved.url.replace(/bundler\.cjs$/, 'bundler.mjs'), format: 'module' };
}
