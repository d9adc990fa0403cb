export {
  type CardHeadingLevel,
  type CardPadding,
  cardHeadingLevels,
  cardPaddings,
} from './card.styles.ts';
export {
  Card,
  CardContent,
  type CardContentProps,
  CardFooter,
  type CardFooterProps,
  CardHeader,
  type CardHeaderProps,
  type CardProps,
} from './card.tsx';
