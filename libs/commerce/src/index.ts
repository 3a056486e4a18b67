export * from './commerce.module.js';
export * from './cart.service.js';
export * from './cart.repository.js';
export * from './payments/payments.repository.js';
export * from './payments/payment.service.js';
export * from './payments/razorpay.client.js';
export * from './payments/signatures.js';
