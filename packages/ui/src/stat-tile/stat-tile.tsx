import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type LucideIcon, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Skeleton } from '../skeleton/index.ts';
import { useWords } from '../theme/words.tsx';
import {
  Footer,
  Hint,
  IconBox,
  Label,
  StyledStatTile,
  TileHeader,
  Trend,
  type TrendDirection,
  type TrendMood,
  Value,
} from './stat-tile.styles.ts';

export interface StatTileTrend {
  /** Which way the metric moved. */
  direction: TrendDirection;
  /** What changed, in words that state the direction ("+2 since last week"); the arrow is decorative. */
  text: string;
  /**
   * Whether a rise is good news (default `true`): up is green and down red. Set `false` for metrics
   * such as mortality or pending settlements, where up is red. `flat` is always muted.
   */
  upIsGood?: boolean;
}

export interface StatTileProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is measured ("Active Batches"). */
  label: ReactNode;
  /** The figure: a preformatted string ("₹12,45,000.00") or a node such as `<Amount>`. */
  value: ReactNode;
  /** A muted line under the value ("3 farms need attention"). */
  hint?: ReactNode;
  /** A change since a previous period, with an arrow coloured by whether it is good news. */
  trend?: StatTileTrend;
  /** A lucide icon for the metric, shown top right (decorative). */
  icon?: LucideIcon;
  /** While the figure loads: a skeleton stands in for value and trend, and the tile is `aria-busy`. */
  loading?: boolean;
}

const trendIcons: Record<TrendDirection, LucideIcon> = {
  up: TrendingUp,
  down: TrendingDown,
  flat: Minus,
};

const trendMood = ({ direction, upIsGood = true }: StatTileTrend): TrendMood => {
  if (direction === 'flat') return 'neutral';
  return (direction === 'up') === upIsGood ? 'good' : 'bad';
};

/** A metric card: a label, a big figure, and optionally a trend, a hint and an icon. */
export function StatTile({
  label,
  value,
  hint,
  trend,
  icon: Icon,
  loading = false,
  ...rest
}: StatTileProps) {
  const words = useWords();
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  const mood = trend ? trendMood(trend) : 'neutral';
  return (
    <StyledStatTile {...rest} aria-busy={loading || undefined}>
      <TileHeader>
        <Label>{label}</Label>
        {Icon ? (
          <IconBox>
            <Icon aria-hidden="true" />
          </IconBox>
        ) : null}
      </TileHeader>
      <Value>
        {loading ? (
          <>
            <Skeleton width="7rem" height="1.75rem" />
            <VisuallyHidden>{words.loading}</VisuallyHidden>
          </>
        ) : (
          value
        )}
      </Value>
      {(trend && !loading) || hint ? (
        <Footer>
          {trend && TrendIcon && !loading ? (
            <Trend $mood={mood} data-mood={mood} data-direction={trend.direction}>
              <TrendIcon aria-hidden="true" />
              {trend.text}
            </Trend>
          ) : null}
          {hint ? <Hint>{hint}</Hint> : null}
        </Footer>
      ) : null}
    </StyledStatTile>
  );
}
