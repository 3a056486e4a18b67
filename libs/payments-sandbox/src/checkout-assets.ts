/**
 * The sandbox's checkout.js: the same constructor options, open(), close(), on('payment.failed'), `handler`
 * and `modal.ondismiss` as Razorpay's, showing the sandbox's payment page in an overlay iframe. The page
 * posts the outcome back with postMessage; only messages from that iframe and the sandbox's origin count.
 */
export const CHECKOUT_JS = String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  var base = current && current.src ? current.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/sandbox/razorpay';
  var origin = new URL(base, location.href).origin;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the key option is required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
    if (this.onMessage) window.removeEventListener('message', this.onMessage);
    this.onMessage = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    if (this.overlay) return this;
    var params = new URLSearchParams({
      key: o.key,
      order_id: o.order_id || '',
      name: o.name || '',
      description: o.description || '',
      email: (o.prefill && o.prefill.email) || '',
      contact: (o.prefill && o.prefill.contact) || '',
      color: (o.theme && o.theme.color) || ''
    });
    var overlay = document.createElement('div');
    overlay.id = 'razorpay-sandbox-overlay';
    overlay.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center');
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay sandbox checkout';
    frame.name = 'razorpay-sandbox-checkout';
    frame.src = base + '/checkout?' + params.toString();
    frame.setAttribute('style', 'width:380px;max-width:95vw;height:520px;max-height:95vh;border:0;border-radius:8px;background:#fff');
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    this.onMessage = function (event) {
      if (event.source !== frame.contentWindow || event.origin !== origin) return;
      var data = event.data || {};
      if (data.source !== 'razorpay-sandbox') return;
      if (data.type === 'success') {
        self.close();
        if (typeof o.handler === 'function') o.handler(data.response);
      } else if (data.type === 'failure') {
        // As Razorpay's: payment.failed fires while the checkout stays open (it says so itself and offers a retry);
        // only the customer's close ends it, through modal.ondismiss.
        self.emit('payment.failed', data.response);
      } else if (data.type === 'dismiss') {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }
    };
    window.addEventListener('message', this.onMessage);
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The payment page inside the overlay: the order as the sandbox stored it, and a choice of outcome. */
export function checkoutPage(input: {
  orderId: string;
  amount: number;
  name: string;
  description: string;
  color: string;
  error?: string;
}): string {
  const color = /^#[0-9a-f]{3,8}$/i.test(input.color) ? input.color : '#3399cc';
  const body = input.error
    ? `<p class="error" role="alert">${escape(input.error)}</p><button id="dismiss" type="button" disabled>Close</button>`
    : `<p class="amount" data-testid="amount">${rupees(input.amount)}</p>
<p class="muted">Order ${escape(input.orderId)}</p>
<p class="muted">This is the Razorpay sandbox: no money moves. Choose how the payment ends.</p>
<button id="success" type="button" class="primary" disabled>Pay ${rupees(input.amount)} (success)</button>
<button id="failure" type="button" disabled>Fail the payment</button>
<button id="dismiss" type="button" class="link" disabled>Cancel</button>
<p id="status" class="muted" role="status"></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Razorpay sandbox checkout</title>
<style>
body{font-family:Arial,sans-serif;margin:0;color:#222}
header{background:${color};color:#fff;padding:16px 20px}
header h1{font-size:18px;margin:0}header p{margin:4px 0 0;font-size:13px;opacity:.9}
main{padding:20px}.amount{font-size:28px;font-weight:bold;margin:0 0 8px}.muted{color:#666;font-size:13px}
button{display:block;width:100%;padding:12px;margin:10px 0;font-size:15px;border:1px solid #ccc;border-radius:6px;background:#fff;cursor:pointer}
button.primary{background:${color};border-color:${color};color:#fff}button.link{border:0;color:#555}
.error{color:#b00020}p.error{font-weight:bold;font-size:15px}
</style></head>
<body data-order-id="${escape(input.orderId)}"><header><h1>${escape(input.name || 'Checkout')}</h1><p>${escape(input.description)}</p></header>
<main>${body}</main>
<script src="checkout-page.js"></script></body></html>`;
}

/**
 * The payment page's script, served as a file (not inline) so the page needs no 'unsafe-inline' under the
 * site's Content-Security-Policy; it reads the order from the page's data-order-id.
 */
export const CHECKOUT_PAGE_JS = String.raw`(function () {
  var orderId = document.body.getAttribute('data-order-id') || '';
  var target = window.parent !== window ? window.parent : window.opener;
  function tell(type, response) {
    if (target) target.postMessage({ source: 'razorpay-sandbox', type: type, response: response }, '*');
  }
  var status = document.getElementById('status');
  // Like Razorpay's checkout, a failed attempt is said here, in the checkout, which stays open for a retry: an
  // alert (announced, in the error colour); anything else is a quiet status line.
  function say(text, failed) {
    status.setAttribute('role', failed ? 'alert' : 'status');
    status.className = failed ? 'error' : 'muted';
    status.textContent = text;
  }
  function pay(outcome) {
    var buttons = document.querySelectorAll('button');
    buttons.forEach(function (b) { b.disabled = true; });
    say('Processing...', false);
    fetch('pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderId, outcome: outcome }) })
      .then(function (r) { return r.json(); })
      .then(function (result) {
        buttons.forEach(function (b) { b.disabled = false; });
        if (result.razorpay_payment_id) { say('Payment successful', false); tell('success', result); }
        else { say('Payment failed. You can try again.', true); tell('failure', result); }
      })
      .catch(function () {
        buttons.forEach(function (b) { b.disabled = false; });
        say('Could not reach the sandbox', true);
      });
  }
  var s = document.getElementById('success'); if (s) s.onclick = function () { pay('success'); };
  var f = document.getElementById('failure'); if (f) f.onclick = function () { pay('failure'); };
  document.getElementById('dismiss').onclick = function () { tell('dismiss', null); };
  // The buttons come disabled in the page and work only from here: a click that came before this script ran (a
  // person quick on a slow phone, or a browser test on a busy machine) did nothing at all and left the buyer's
  // checkout on "Processing..." for ever (issue 25's hang).
  document.querySelectorAll('button').forEach(function (b) { b.disabled = false; });
})();
`;
