// The shapes the local PayPal sandbox simulator stores (paypal_sandbox_orders in db/schema.ts):
// a module of their own so the schema can name them without importing the simulator's storage.

export interface SandboxAmount {
  currency_code: string;
  value: string;
}

export interface SandboxCapture {
  id: string;
  status: string;
  amount: SandboxAmount;
  final_capture: boolean;
  create_time: string;
  update_time: string;
}

export interface SandboxPurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  description?: string;
  amount: SandboxAmount;
  payments?: { captures: SandboxCapture[] };
}

/** The order as PayPal's GET answers it, except status and links (computed per answer). */
export interface SandboxOrderBody {
  id: string;
  intent: 'CAPTURE';
  /** Exactly one: the simulator refuses a create with more (paypal-sandbox-request.ts). */
  purchase_units: [SandboxPurchaseUnit];
  payer?: { payer_id: string };
  create_time: string;
  update_time: string;
}

export interface SandboxExperience {
  return_url: string;
  cancel_url: string;
  brand_name?: string;
  locale?: string;
}
