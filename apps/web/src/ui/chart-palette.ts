import { useEffect, useState } from 'react';

/** The theme colours a chart draws with: the lines' and bars', and its axes, grid and tooltip. */
export interface ChartPalette {
  accent: string;
  gold: string;
  danger: string;
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
}
export type ChartColor = keyof Omit<ChartPalette, 'grid' | 'surface' | 'font'>;

/** The theme's colours (CSS variables), read again whenever the theme switches. */
export function useChartPalette(): ChartPalette {
  const read = (): ChartPalette => {
    const root = getComputedStyle(document.documentElement);
    const css = (name: string) => root.getPropertyValue(name).trim();
    return {
      accent: css('--accent'),
      gold: css('--gold'),
      danger: css('--danger'),
      text: css('--text'),
      muted: css('--text-muted'),
      grid: css('--border'),
      surface: css('--bg-elevated'),
      font: getComputedStyle(document.body).fontFamily,
    };
  };
  const [palette, setPalette] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setPalette(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return palette;
}
