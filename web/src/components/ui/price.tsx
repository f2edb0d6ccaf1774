import { formatCountdown, useCountdown } from '@/hooks/use-countdown';
import { formatPrice } from '@/lib/format';
import { useServerConfig } from '@/lib/server-config';
import type { ToolDeal } from '@/types/api';

type PriceProps = {
  /** The tool's own price (Tool.price). */
  price: number;
  /** The deal on the tool while it runs (Tool.deal): its price is the one charged until it ends. */
  deal?: ToolDeal;
};

/**
 * A tool's unit price as the server charges it before delivery and tax: while a deal runs, the
 * deal's price, the own price struck through and the time left; always labelled by TaxLabel.
 */
export function Price({ price, deal }: PriceProps) {
  return deal ? <DealPrice price={price} deal={deal} /> : <UnitPrice amount={price} />;
}

function DealPrice({ price, deal }: Required<PriceProps>) {
  const remaining = useCountdown(Date.parse(deal.endsAt));
  // At its end the server charges the own price again, as the next answer will say.
  if (remaining === 0) return <UnitPrice amount={price} />;
  return (
    <div className="price-block">
      <UnitPrice amount={deal.price} was={price} />
      <p className="price-ends">
        Deal ends in{' '}
        <time className="countdown" dateTime={`PT${Math.ceil(remaining / 1000)}S`}>
          {formatCountdown(remaining)}
        </time>
      </p>
    </div>
  );
}

function UnitPrice({ amount, was }: { amount: number; was?: number }) {
  return (
    <p className="price">
      <span className="price-amount">{formatPrice(amount)}</span>
      {was !== undefined && (
        <>
          {' '}
          {/* A strike-through is not read aloud: its words say what it means. */}
          <s className="price-was">
            <span className="visually-hidden">was </span>
            {formatPrice(was)}
          </s>
        </>
      )}{' '}
      <TaxLabel />
    </p>
  );
}

/** "tax included" or "plus tax", as the shop's setting says (GET /config); nothing until it is known. */
export function TaxLabel() {
  const { data } = useServerConfig();
  if (!data) return null;
  return <span className="price-tax">{data.pricesIncludeTax ? 'tax included' : 'plus tax'}</span>;
}
