import { useRef } from 'react';
import { Box, FormHelperText, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button, IconButtonWithTooltip, useInput, useTranslate } from 'react-admin';
import { asTexts, moveItem, removeItem, replaceItem } from './lists';

/** The list's own error and each item's, as react-hook-form keeps them (an array of item errors, or one). */
type ListError = { message?: string; root?: { message?: string } } & Record<number, { message?: string } | undefined>;

/**
 * A list of short texts edited one box each, in order, with up, down, remove and add buttons named for the item
 * ("Move option 2 up"). One controller holds the whole list, so the API's field messages, for an item
 * (`content.options.1`) or for the list (`content.options`), show beside the right box.
 */
export function TextListInput({
  source,
  label,
  itemLabel,
  what,
  addLabel,
  max,
  multiline,
}: {
  source: string;
  /** A translation key: the list's heading. */
  label: string;
  /** A translation key: each box's label. */
  itemLabel: string;
  /** A translation key taking `n`: the item's name in its buttons' labels ("option %{n}"). */
  what: string;
  addLabel: string;
  max: number;
  multiline?: boolean;
}) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const items = asTexts(field.value);
  const error = fieldState.error as ListError | undefined;
  const listMessage = error?.message ?? error?.root?.message;
  const rows = useRef<(HTMLDivElement | null)[]>([]);

  /** After a change the same control of another row takes the focus (a moved item's button, a new box). */
  const focusLater = (row: number, selector: string) =>
    requestAnimationFrame(() => rows.current[row]?.querySelector<HTMLElement>(selector)?.focus());
  const move = (from: number, to: number, direction: 'up' | 'down') => {
    if (to < 0 || to >= items.length) return;
    field.onChange(moveItem(items, from, to));
    focusLater(to, `[data-move="${direction}"]`);
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="caption" color={error ? 'error' : 'text.secondary'} component="p">
        {translate(label)}
      </Typography>
      {items.map((item, i) => {
        const name = translate(what, { n: i + 1 });
        const itemError = error?.[i]?.message;
        const first = i === 0;
        const last = i === items.length - 1;
        return (
          <Box
            key={i}
            ref={(node: HTMLDivElement | null) => {
              rows.current[i] = node;
            }}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1 }}
          >
            <Typography variant="body2" sx={{ mt: 1, minWidth: '1.5em' }}>
              {i + 1}.
            </Typography>
            <TextField
              value={item}
              onChange={(event) => field.onChange(replaceItem(items, i, event.target.value))}
              onBlur={field.onBlur}
              label={translate(itemLabel)}
              size="small"
              fullWidth
              multiline={multiline}
              error={!!itemError}
              helperText={itemError}
              slotProps={{ htmlInput: { 'data-item': i } }}
            />
            <Box component="span" sx={{ whiteSpace: 'nowrap', mt: 0.5 }}>
              <IconButtonWithTooltip
                label={translate('console.contents.move_up', { name })}
                size="small"
                color="primary"
                data-move="up"
                aria-disabled={first || undefined}
                sx={first ? { opacity: 0.38, cursor: 'default' } : undefined}
                onClick={() => move(i, i - 1, 'up')}
              >
                <UpIcon fontSize="small" />
              </IconButtonWithTooltip>
              <IconButtonWithTooltip
                label={translate('console.contents.move_down', { name })}
                size="small"
                color="primary"
                data-move="down"
                aria-disabled={last || undefined}
                sx={last ? { opacity: 0.38, cursor: 'default' } : undefined}
                onClick={() => move(i, i + 1, 'down')}
              >
                <DownIcon fontSize="small" />
              </IconButtonWithTooltip>
              <IconButtonWithTooltip
                label={translate('console.contents.remove', { name })}
                size="small"
                color="warning"
                onClick={() => field.onChange(removeItem(items, i))}
              >
                <RemoveIcon fontSize="small" />
              </IconButtonWithTooltip>
            </Box>
          </Box>
        );
      })}
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      <Button
        label={addLabel}
        size="small"
        sx={{ mt: 1 }}
        disabled={items.length >= max}
        onClick={() => {
          field.onChange([...items, '']);
          focusLater(items.length, '[data-item]');
        }}
      >
        <AddIcon />
      </Button>
    </Box>
  );
}
