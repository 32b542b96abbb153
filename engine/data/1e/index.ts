// The 1st-edition (2003) data set (agot-1e.md). Not part of engine/data/index.ts: the 2nd-edition
// rules fingerprint hashes that namespace, and a 2nd-edition game must not change with this one.
export * from './vocabulary';
export * from './areas';
export * from './adjacency';
export * from './houses';
export * from './house-cards';
export * from './westeros-cards';
export * from './tracks';
export * from './rules';
