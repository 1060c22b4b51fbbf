/** Tile layout of the lobby grid: a tile is at least MIN_TILE_PX wide; its caption sits under a square image. */
export const GRID_GAP = 12;
const MIN_TILE_PX = 140;
const CAPTION_PX = 52;

export const columnsFor = (width: number) => Math.max(2, Math.floor((width + GRID_GAP) / (MIN_TILE_PX + GRID_GAP)));

/** One row's height including the gap under it. */
export const rowHeightFor = (width: number, columns: number) => {
  const tile = width > 0 ? (width - GRID_GAP * (columns - 1)) / columns : MIN_TILE_PX;
  return Math.round(tile * 0.75 + CAPTION_PX + GRID_GAP);
};
