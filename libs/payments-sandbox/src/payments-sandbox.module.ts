import { Module } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { SandboxController } from './sandbox.controller.js';
import { SandboxStore } from './sandbox.store.js';
import { SandboxWebhookSender } from './webhook-sender.js';

/** Mounted by the API only when the sandbox is in use (never in production): see AppConfig.payments.sandbox. */
@Module({ controllers: [SandboxController], providers: [SandboxStore, SandboxWebhookSender] })
export class PaymentsSandboxModule {}

/** The sandbox is served at /sandbox/razorpay, outside the API's /api prefix, like Razorpay's own paths. */
export const SANDBOX_ROUTES_OUTSIDE_API_PREFIX = [{ path: 'sandbox/razorpay/*path', method: RequestMethod.ALL }];
