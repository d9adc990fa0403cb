import { vars } from '@pfm/ui';
import styled from 'styled-components';

/**
 * The chart's parts by `data-part`, each coloured from a design-system role so both themes (and
 * paper, which is the light theme) stay readable: the actual weights in the primary colour, the
 * standard in the info colours, axes and grid in the muted ones. Line styles differ too (solid
 * with points, dashed, dotted edges), so the series are told apart without colour.
 */
const seriesStyles = `
  [data-part='band'] { fill: ${vars.color.infoSoft}; }
  [data-part='band-edge'] {
    fill: none;
    stroke: ${vars.color.infoSoftForeground};
    stroke-width: 1;
    stroke-dasharray: 1 3;
  }
  [data-part='target'] {
    fill: none;
    stroke: ${vars.color.infoSoftForeground};
    stroke-width: 2;
    stroke-dasharray: 6 4;
  }
  [data-part='actual'] {
    fill: none;
    stroke: ${vars.color.primary};
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  [data-part='point'] {
    fill: ${vars.color.primary};
    stroke: ${vars.color.card};
    stroke-width: 2;
  }
`;

/** The chart's box: as wide as its card, never wider (the SVG is drawn at the measured width). */
export const ChartFrame = styled.div`
  width: 100%;
  min-width: 0;
  overflow: hidden;
`;

export const ChartSvg = styled.svg`
  display: block;
  overflow: visible;
  font-family: inherit;
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;

  [data-part='grid'] { stroke: ${vars.color.border}; }
  [data-part='baseline'] { stroke: ${vars.color.input}; }
  [data-part='tick-label'],
  [data-part='axis-title'] { fill: ${vars.color.mutedForeground}; }
  ${seriesStyles}
`;

/** The legend, in words, above the chart: a small sample of each series and its name. */
export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1.5]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.foreground};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

export const LegendSample = styled.svg`
  flex-shrink: 0;
  ${seriesStyles}
  [data-part='point'] { stroke: none; }
`;

/** The card's body: legend, chart, and the note that the table holds every figure. */
export const ChartBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const ChartNote = styled.p`
  margin: 0;
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.font.lineHeight.normal};
`;
