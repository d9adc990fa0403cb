import { Rows3 } from 'lucide-react';
import { Button } from '../button/index.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.ts';
import { type DataTableDensity, dataTableDensities } from './data-table.styles.ts';

const densityLabels: Record<DataTableDensity, string> = {
  compact: 'Compact',
  comfortable: 'Comfortable',
};

const isDensity = (value: string): value is DataTableDensity =>
  (dataTableDensities as readonly string[]).includes(value);

export interface DensityMenuProps {
  density: DataTableDensity;
  onDensityChange: (density: DataTableDensity) => void;
}

/** The Density menu: Compact (more rows on a screen) or Comfortable (taller rows), one chosen. */
export function DensityMenu({ density, onDensityChange }: DensityMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" leadingIcon={<Rows3 aria-hidden="true" />}>
          Density
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          aria-label="Density"
          value={density}
          onValueChange={(value) => {
            if (isDensity(value)) onDensityChange(value);
          }}
        >
          {dataTableDensities.map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {densityLabels[value]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
