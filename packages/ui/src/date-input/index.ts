export { DateInput, type DateInputEvent, type DateInputProps } from './date-input.tsx';
export { type DateSettings, DateSettingsProvider, useDateSettings } from './date-settings.tsx';
export {
  addDays,
  type DateDisplayFormat,
  type DayPeriod,
  dateDisplayFormats,
  formatDay,
  isIsoDay,
  parseDay,
  periodPresets,
} from './date-text.ts';
