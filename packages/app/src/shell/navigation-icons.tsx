import {
  ArrowLeftRight,
  Banknote,
  BarChart3,
  BookOpen,
  Boxes,
  Building2,
  ClipboardList,
  Egg,
  FileSpreadsheet,
  HandCoins,
  Landmark,
  LayoutDashboard,
  Package,
  Percent,
  Scale,
  ShoppingCart,
  Tractor,
  TrendingUp,
  Truck,
  Users,
  Wallet,
  Warehouse,
  Wheat,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { PathName } from '../paths.ts';

const icon = (Icon: typeof Warehouse): ReactNode => <Icon aria-hidden="true" />;

/** The sidebar icon of each screen. */
export const navigationIcons: Partial<Record<PathName, ReactNode>> = {
  dashboard: icon(LayoutDashboard),
  godown: icon(Warehouse),
  farmer: icon(Users),
  farm: icon(Tractor),
  item: icon(Package),
  supplier: icon(Truck),
  trader: icon(HandCoins),
  growthStandard: icon(TrendingUp),
  feedStandard: icon(Wheat),
  rate: icon(Percent),
  bank: icon(Landmark),
  purchase: icon(ShoppingCart),
  issue: icon(Egg),
  transfer: icon(ArrowLeftRight),
  growthUpdate: icon(Scale),
  sale: icon(Banknote),
  paymentVoucher: icon(Wallet),
  paymentCollection: icon(Building2),
  growthReport: icon(BarChart3),
  settlementReport: icon(ClipboardList),
  inventoryReport: icon(Boxes),
  ledgerReport: icon(BookOpen),
};

export const fallbackIcon = icon(FileSpreadsheet);
