export { type DateFormat, dateFormats, defaultDateFormat, formatDate, toIsoDate } from './date.ts';
export {
  formatBalance,
  formatMoney,
  type MoneyFormatOptions,
  multiplyMoney,
  type Paise,
  parseMoney,
} from './money.ts';
export { formatNumber, formatQuantity, type QuantityUnit, quantityUnits } from './quantity.ts';
