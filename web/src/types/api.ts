// Shapes of the server's JSON (docs/API.md). Money is a number of dollars.

export type Tool = {
  _id: string;
  name: string;
  image: string;
  description: string;
  price: number;
  minOrder: number;
  availableQuantity: number;
};

export type Review = {
  _id: string;
  name: string;
  ratings: number;
  description: string;
};

export type Order = {
  _id: string;
  toolId: string;
  toolsName: string;
  customerName: string;
  email: string;
  address: string;
  number: string;
  quantity: number;
  unitPrice: number;
  price: number;
  paid: boolean;
  transactionId?: string | null;
  status: boolean;
  createdAt: string;
};

export type User = {
  _id: string;
  email: string;
  name: string;
  role: string;
};

export type Profile = {
  email: string;
  name: string;
  education: string;
  city: string;
  number: string;
  profile: string;
};

/** The signed-in account, from GET /auth/me. */
export type Account = {
  email: string;
  name: string;
  admin: boolean;
};

/** Proof of identity from signup, login, Google or a password reset; traded for the API token. */
export type Identity = {
  token: string;
  email: string;
  name: string;
};

export type ServerConfig = {
  payments: { provider: 'sandbox' | 'stripe'; publishableKey?: string };
  googleSignIn: boolean;
};

export type Created = { acknowledged: boolean; insertedId: string };
export type Deleted = { deletedCount: number };
export type Modified = { modifiedCount: number };
