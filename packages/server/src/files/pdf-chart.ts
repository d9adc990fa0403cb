import { formatNumber } from '@pfm/shared';
import { nice, ticks } from 'd3-array';
import type { ExportChart } from './model.ts';
import { colours } from './pdf-style.ts';

/** Where on the page the chart is drawn, in points. */
export interface ChartBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The grams up the axis as the screen's chart has them (packages/app growth-chart.tsx): from 0 to
 * a round figure above the heaviest weight or standard, in d3's round steps, about five.
 */
export function gramTicks(heaviest: number) {
  const [, high] = nice(0, heaviest, 5);
  return { grams: ticks(0, high, 5), high };
}

/**
 * The growth chart: grams up, weeks across, the standard's min–max band, its target dashed, the
 * actual weights with their points, and a legend that tells the series apart without colour.
 * `label` writes a legend's words in the body font.
 */
export function drawChart(
  pdf: PDFKit.PDFDocument,
  chart: ExportChart,
  box: ChartBox,
  label: (text: string, x: number, y: number) => void,
) {
  const points = chart.points;
  const values = points.flatMap((point) => [point.actual, point.target, point.min, point.max]);
  const known = values.filter((value): value is number => value !== null);
  const { grams, high } = gramTicks(Math.max(...known, 1));
  const left = box.left + 44;
  const right = box.left + box.width - 10;
  const top = box.top;
  const bottom = top + box.height - 20;
  const xs = points.map((point) => point.x);
  const [first, last] = [Math.min(...xs), Math.max(...xs)];
  const x = (value: number) =>
    last === first
      ? (left + right) / 2
      : left + ((value - first) / (last - first)) * (right - left);
  const y = (value: number) => bottom - (value / high) * (bottom - top);

  // Axes and gridlines, with grams up and weeks across.
  pdf.font('body-latin').fontSize(7.5).fillColor(colours.muted);
  for (const tick of grams) {
    pdf
      .moveTo(left, y(tick))
      .lineTo(right, y(tick))
      .lineWidth(0.3)
      .strokeColor(colours.rule)
      .stroke();
    pdf.text(formatNumber(tick, 0), box.left, y(tick) - 4, {
      width: 40,
      align: 'right',
      lineBreak: false,
    });
  }
  for (const point of points) {
    pdf.text(String(point.x), x(point.x) - 15, bottom + 4, {
      width: 30,
      align: 'center',
      lineBreak: false,
    });
  }
  pdf.text(chart.xLabel, left, bottom + 13, {
    width: right - left,
    align: 'center',
    lineBreak: false,
  });
  pdf.save().rotate(-90, { origin: [box.left - 2, (top + bottom) / 2] });
  pdf.text(chart.yLabel, box.left - 2 - 60, (top + bottom) / 2 - 4, {
    width: 120,
    align: 'center',
    lineBreak: false,
  });
  pdf.restore();

  // The standard's min–max band, its target (dashed), then the actual weights with points.
  const band = points.filter((point) => point.min !== null && point.max !== null);
  if (band.length > 1) {
    const [head, ...rest] = band;
    if (head) {
      pdf.moveTo(x(head.x), y(head.max ?? 0));
      for (const point of rest) pdf.lineTo(x(point.x), y(point.max ?? 0));
      for (const point of [...band].reverse()) pdf.lineTo(x(point.x), y(point.min ?? 0));
      pdf.closePath().fillOpacity(0.6).fill(colours.band).fillOpacity(1);
    }
  }
  const polyline = (key: 'target' | 'actual') => {
    const line = points.filter((point) => point[key] !== null);
    line.forEach((point, index) => {
      const px = x(point.x);
      const py = y(point[key] ?? 0);
      if (index === 0) pdf.moveTo(px, py);
      else pdf.lineTo(px, py);
    });
    return line;
  };
  polyline('target');
  pdf.lineWidth(1.2).dash(4, { space: 3 }).strokeColor(colours.target).stroke().undash();
  const actual = polyline('actual');
  pdf.lineWidth(1.8).strokeColor(colours.actual).stroke();
  for (const point of actual)
    pdf.circle(x(point.x), y(point.actual ?? 0), 2.4).fill(colours.actual);

  // The legend, so the series are told apart without colour as well.
  const legendY = top - 14;
  let lx = right - 270;
  pdf
    .moveTo(lx, legendY + 4)
    .lineTo(lx + 16, legendY + 4)
    .lineWidth(1.8)
    .strokeColor(colours.actual)
    .stroke();
  label('Actual weight', lx + 20, legendY);
  lx += 90;
  pdf
    .moveTo(lx, legendY + 4)
    .lineTo(lx + 16, legendY + 4)
    .lineWidth(1.2)
    .dash(4, { space: 3 });
  pdf.strokeColor(colours.target).stroke().undash();
  label('Standard target', lx + 20, legendY);
  lx += 90;
  pdf.rect(lx, legendY, 16, 8).fill(colours.band);
  label('Standard min–max', lx + 20, legendY);
}
