import { useRef, useState, type ReactNode } from 'react';
import { Box, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  Button,
  IconButtonWithTooltip,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';

/**
 * The buttons of the editor's lists of sections and of steps, in place of SimpleFormIterator's
 * own: each names what it moves ("Move step 3 up"), and they are always shown, since the iterator's appear only
 * under a hovering mouse (visibility: hidden cannot take the keyboard's focus).
 */

/** SimpleFormIterator's action buttons shown all the time, for the keyboard and for touch screens alike. */
export const ITERATOR_SX = {
  '& .RaSimpleFormIterator-action': { visibility: 'visible' },
  '& .RaSimpleFormIterator-index': { minWidth: '1.5em' },
} as const;

/** The item's name, e.g. "step 3": `what` is a translation key taking `n`, the item's place. */
function useItemName(what: string): string {
  const { index } = useSimpleFormIteratorItem();
  return useTranslate()(what, { n: index + 1 });
}

/**
 * Up and down. At either end the button stays focusable (aria-disabled rather than disabled), and a moved item's
 * button keeps the focus, so pressing it again moves the item on.
 */
export function MoveButtons({ what }: { what: string }) {
  const { index, total, reOrder } = useSimpleFormIteratorItem();
  const translate = useTranslate();
  const name = useItemName(what);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const move = (to: number, button: React.RefObject<HTMLButtonElement | null>) => {
    if (to < 0 || to >= total) return;
    reOrder(to);
    // React moves the item's <li>: a focused button inside a moved node loses the focus in Chromium.
    requestAnimationFrame(() => button.current?.focus());
  };
  const edge = (atEdge: boolean) => ({
    'aria-disabled': atEdge || undefined,
    sx: atEdge ? { opacity: 0.38, cursor: 'default' } : undefined,
  });
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <IconButtonWithTooltip
        ref={up}
        label={translate('console.contents.move_up', { name })}
        size="small"
        color="primary"
        onClick={() => move(index - 1, up)}
        {...edge(index <= 0)}
      >
        <UpIcon fontSize="small" />
      </IconButtonWithTooltip>
      <IconButtonWithTooltip
        ref={down}
        label={translate('console.contents.move_down', { name })}
        size="small"
        color="primary"
        onClick={() => move(index + 1, down)}
        {...edge(index >= total - 1)}
      >
        <DownIcon fontSize="small" />
      </IconButtonWithTooltip>
    </Box>
  );
}

export function RemoveButton({ what }: { what: string }) {
  const { remove } = useSimpleFormIteratorItem();
  const translate = useTranslate();
  const name = useItemName(what);
  return (
    <IconButtonWithTooltip
      label={translate('console.contents.remove', { name })}
      size="small"
      color="warning"
      onClick={() => remove()}
    >
      <RemoveIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
}

/** Appends `item()` to the list; `disabled` once the list is as long as the API allows. */
export function AddButton({ label, item, disabled }: { label: string; item: () => unknown; disabled?: boolean }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add(item())} disabled={disabled} size="small">
      <AddIcon />
    </Button>
  );
}

/** "Add step" with a menu of the kinds of step; the new step comes with its kind's fields and timer. */
export function AddMenuButton<T>({
  label,
  choices,
  item,
  disabled,
  icon,
}: {
  label: string;
  choices: readonly { id: T; name: string }[];
  item: (choice: T) => unknown;
  disabled?: boolean;
  icon?: (choice: T) => ReactNode;
}) {
  const { add } = useSimpleFormIterator();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
      >
        <AddIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={String(choice.id)}
            onClick={() => {
              setAnchor(null);
              add(item(choice.id));
            }}
          >
            {icon && <Box sx={{ display: 'inline-flex', mr: 1.5, color: 'text.secondary' }}>{icon(choice.id)}</Box>}
            {translate(choice.name)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
