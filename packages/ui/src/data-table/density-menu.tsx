import { Rows3 } from 'lucide-react';
import { Button } from '../button/index.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.ts';
import { useWords, type Words } from '../theme/words.tsx';
import { type DataTableDensity, dataTableDensities } from './data-table.styles.ts';

const densityWords = {
  compact: 'tableCompact',
  comfortable: 'tableComfortable',
} as const satisfies Record<DataTableDensity, keyof Words>;

const isDensity = (value: string): value is DataTableDensity =>
  (dataTableDensities as readonly string[]).includes(value);

export interface DensityMenuProps {
  density: DataTableDensity;
  onDensityChange: (density: DataTableDensity) => void;
}

/** The Density menu: Compact (more rows on a screen) or Comfortable (taller rows), one chosen. */
export function DensityMenu({ density, onDensityChange }: DensityMenuProps) {
  const words = useWords();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" leadingIcon={<Rows3 aria-hidden="true" />}>
          {words.tableDensity}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          aria-label={words.tableDensity}
          value={density}
          onValueChange={(value) => {
            if (isDensity(value)) onDensityChange(value);
          }}
        >
          {dataTableDensities.map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {words[densityWords[value]]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
