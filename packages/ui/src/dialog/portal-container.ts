/**
 * Where a popup's portal goes (a menu, a select's list): into the dialog its trigger is in (so the
 * dialog's focus trap and `aria-hidden` count it in), else into the trigger's landmark (`main`, the
 * banner…), so the popup is inside a landmark like the rest of the page (axe `region`). Its position is fixed: no
 * landmark clips it, and its z-index keeps it above the page. `undefined` (no landmark): `<body>`.
 */
export const portalContainerOf = (trigger: HTMLElement | null): HTMLElement | undefined =>
  trigger?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog') ??
  trigger?.closest<HTMLElement>('main, [role="main"]') ??
  trigger?.closest<HTMLElement>(
    [
      'header, [role="banner"], nav, [role="navigation"]',
      'aside, [role="complementary"], footer, [role="contentinfo"]',
    ].join(', '),
  ) ??
  undefined;
