export { type TrendDirection, trendDirections } from './stat-tile.styles.ts';
export { StatTile, type StatTileProps, type StatTileTrend } from './stat-tile.tsx';
