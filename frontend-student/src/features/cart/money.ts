import { formatPrice } from '@app/contracts';
import { toPaise } from './cartContext';

/** Cart amounts, from rupees, written as every price in the app is (formatPrice: '₹2,999', '₹1,178.82'). */
export const rupees = (amount: number) => formatPrice(toPaise(amount));
