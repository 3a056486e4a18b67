import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParentChild } from '@app/contracts';
import { useParentChildren } from './viewedChild';

const MYSELF = '';

/**
 * At a parent's checkout: whom the careers are for (issue 14). The order and its invoice stay the parent's; the
 * careers go to the chosen child's account. Answers the chosen child's id (undefined: the parent's own account) and
 * the field, which is nothing for anyone but a parent with linked children.
 */
export function useBuyingFor(disabled: boolean) {
  const { query } = useParentChildren();
  const children: ParentChild[] = Array.isArray(query.data) ? query.data : [];
  const [choice, setChoice] = useState<string | null>(null);
  // Until the parent chooses, the first child: a parent who linked a child mostly buys for them, and it is shown.
  const chosen = choice ?? children[0]?.userId ?? MYSELF;
  const forUserId = children.some((c) => c.userId === chosen) ? chosen : undefined;
  const child = children.find((c) => c.userId === forUserId);

  const field =
    children.length === 0 ? null : (
      <Box sx={{ mt: 2 }} data-testid="buying-for">
        <TextField
          select
          fullWidth
          size="small"
          label="Buying for"
          value={forUserId ?? MYSELF}
          disabled={disabled}
          onChange={(event) => setChoice(event.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'buying-for-select' } }}
        >
          {children.map((c) => (
            <option key={c.userId} value={c.userId}>
              {`${c.firstName} ${c.lastName}`.trim()}
            </option>
          ))}
          <option value={MYSELF}>Myself</option>
        </TextField>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="buying-for-note">
          {child
            ? `The careers go to ${child.firstName}'s account; the invoice is yours.`
            : 'The careers go to your own account.'}
        </Typography>
      </Box>
    );
  return { forUserId, child, field };
}
