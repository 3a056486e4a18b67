import { formatRupees } from '@app/contracts';
import { toPaise } from './cartContext';

/** Cart and checkout amounts: '₹' with Indian grouping and 2 decimals (spec section 9), from rupees. */
export const rupees = (amount: number) => formatRupees(toPaise(amount));
