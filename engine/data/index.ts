// The engine's static data: the board, the houses, the cards and the tracks.
export * from './vocabulary';
export * from './areas';
export * from './adjacency';
export * from './neutral-forces';
export * from './houses';
export * from './orders';
export * from './house-cards';
export * from './westeros-cards';
export * from './wildling-cards';
export * from './tides-of-battle';
export * from './tracks';
