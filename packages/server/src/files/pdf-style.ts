/** The colours of every PDF: text, rules, table fills and the growth chart's series. */
export const colours = {
  text: '#111827',
  muted: '#4B5563',
  rule: '#CBD5E1',
  headerFill: '#E8EEF5',
  totalFill: '#F3F4F6',
  actual: '#1D4ED8',
  target: '#047857',
  band: '#D1FAE5',
};
