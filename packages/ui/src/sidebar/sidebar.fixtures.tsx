// Story fixtures (not exported by the package): the specification's navigation and a link that
// behaves like a router's, so stories can click around without leaving the page.
import {
  ArrowLeftRight,
  Bird,
  BookOpen,
  Boxes,
  Calculator,
  ChartLine,
  HandCoins,
  Handshake,
  IndianRupee,
  Landmark,
  LayoutDashboard,
  Package,
  ReceiptIndianRupee,
  Scale,
  Send,
  ShoppingCart,
  Tractor,
  TrendingUp,
  Truck,
  UserPlus,
  Wallet,
  Warehouse,
  Wheat,
} from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';
import type { SidebarGroupData, SidebarLinkProps } from './sidebar.tsx';

export const navigationGroups: SidebarGroupData[] = [
  {
    label: 'Navigation',
    items: [
      {
        id: 'dashboard',
        label: 'Dashboard',
        href: '/',
        icon: <LayoutDashboard aria-hidden="true" />,
      },
    ],
  },
  {
    label: 'Master Setup',
    items: [
      {
        id: 'godown',
        label: 'Godown Setup',
        href: '/master/godown',
        icon: <Warehouse aria-hidden="true" />,
      },
      {
        id: 'farmer',
        label: 'Farmer Registration',
        href: '/master/farmer',
        icon: <UserPlus aria-hidden="true" />,
      },
      {
        id: 'farm',
        label: 'Farm Registration',
        href: '/master/farm',
        icon: <Tractor aria-hidden="true" />,
      },
      {
        id: 'item',
        label: 'Item Master',
        href: '/master/item',
        icon: <Package aria-hidden="true" />,
      },
      {
        id: 'supplier',
        label: 'Supplier Master',
        href: '/master/supplier',
        icon: <Truck aria-hidden="true" />,
      },
      {
        id: 'trader',
        label: 'Trader Registration',
        href: '/master/trader',
        icon: <Handshake aria-hidden="true" />,
      },
      {
        id: 'growth-setup',
        label: 'Weight/Growth Setup',
        href: '/master/growth',
        icon: <Scale aria-hidden="true" />,
      },
      {
        id: 'feed-setup',
        label: 'Feed Consumption Setup',
        href: '/master/feed',
        icon: <Wheat aria-hidden="true" />,
      },
      {
        id: 'rate',
        label: 'Rate Setup',
        href: '/master/rate',
        icon: <IndianRupee aria-hidden="true" />,
      },
      {
        id: 'bank',
        label: 'Bank Master',
        href: '/master/bank',
        icon: <Landmark aria-hidden="true" />,
      },
    ],
  },
  {
    label: 'Transactions',
    items: [
      {
        id: 'purchase',
        label: 'Purchase',
        href: '/transaction/purchase',
        icon: <ShoppingCart aria-hidden="true" />,
      },
      {
        id: 'issue',
        label: 'Issue to Farmer',
        href: '/transaction/issue',
        icon: <Send aria-hidden="true" />,
      },
      {
        id: 'transfer',
        label: 'Stock Transfer',
        href: '/transaction/transfer',
        icon: <ArrowLeftRight aria-hidden="true" />,
      },
      {
        id: 'weekly-growth',
        label: 'Weekly Growth Update',
        href: '/transaction/growth',
        icon: <TrendingUp aria-hidden="true" />,
      },
      {
        id: 'sale',
        label: 'Sale',
        href: '/transaction/sale',
        icon: <ReceiptIndianRupee aria-hidden="true" />,
      },
      {
        id: 'payment',
        label: 'Payment Voucher',
        href: '/transaction/payment',
        icon: <Wallet aria-hidden="true" />,
      },
      {
        id: 'collection',
        label: 'Payment Collection',
        href: '/transaction/collection',
        icon: <HandCoins aria-hidden="true" />,
      },
    ],
  },
  {
    label: 'Reports',
    items: [
      {
        id: 'growth-report',
        label: 'Growth',
        href: '/report/growth',
        icon: <ChartLine aria-hidden="true" />,
      },
      {
        id: 'settlement-report',
        label: 'Farmer Settlement',
        href: '/report/settlement',
        icon: <Calculator aria-hidden="true" />,
      },
      {
        id: 'inventory-report',
        label: 'Inventory',
        href: '/report/inventory',
        icon: <Boxes aria-hidden="true" />,
      },
      {
        id: 'ledger-report',
        label: 'Ledger Reports',
        href: '/report/ledger',
        icon: <BookOpen aria-hidden="true" />,
      },
    ],
  },
];

const Navigate = createContext<(href: string) => void>(() => {});

/** Like React Router's `Link`: runs the sidebar's onClick, then "navigates" without a page load. */
export function DemoLink({ href, className, children, onClick, ...aria }: SidebarLinkProps) {
  const navigate = useContext(Navigate);
  return (
    <a
      href={href}
      className={className}
      aria-current={aria['aria-current']}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Holds the current item for the stories, as the app's router would. */
export function DemoRouter({
  initialActiveId,
  children,
}: {
  initialActiveId?: string;
  children: (activeId: string | undefined) => ReactNode;
}) {
  const [activeId, setActiveId] = useState(initialActiveId);
  const navigate = (href: string) =>
    setActiveId(
      navigationGroups.flatMap((group) => group.items).find((item) => item.href === href)?.id,
    );
  return <Navigate value={navigate}>{children(activeId)}</Navigate>;
}

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryForeground};
  svg { width: 1.125rem; height: 1.125rem; }
`;

const BrandText = styled.span`
  font-weight: ${vars.font.weight.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const BrandRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

/** The app's logo and name, as passed to the sidebar's `header` slot. */
export function DemoBrand() {
  return (
    <BrandRow>
      <BrandMark>
        <Bird aria-hidden="true" />
      </BrandMark>
      <BrandText>Farm Manager</BrandText>
    </BrandRow>
  );
}
