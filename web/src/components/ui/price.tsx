import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { formatCountdown, useCountdown } from '@/hooks/use-countdown';
import { formatPrice } from '@/lib/format';
import { useServerConfig } from '@/lib/server-config';
import type { ToolDeal } from '@/types/api';

type PriceProps = {
  /** The tool's own price (Tool.price). */
  price: number;
  /** The deal on the tool while the server says it runs (Tool.deal): its price is the one charged. */
  deal?: ToolDeal;
  /** The price is the lowest of the tool's variants, which cost more or less: "from $129.00". */
  from?: boolean;
};

/**
 * A tool's unit price as the server charges it before delivery and tax: while the answer carries a
 * deal, the deal's price, the own price struck through and the time left; always labelled by TaxLabel.
 */
export function Price({ price, deal, from = false }: PriceProps) {
  return deal ? <DealPrice price={price} deal={deal} /> : <UnitPrice amount={price} from={from} />;
}

function DealPrice({ price, deal }: { price: number; deal: ToolDeal }) {
  const remaining = useCountdown(Date.parse(deal.endsAt));
  const queryClient = useQueryClient();
  // The countdown is for the eye: at zero the tools are asked for again, and their answers say what is charged.
  useEffect(() => {
    if (remaining === 0) void queryClient.invalidateQueries({ queryKey: ['tools'] }, { cancelRefetch: false });
  }, [remaining, queryClient]);
  return (
    <div className="price-block">
      <UnitPrice amount={deal.price} was={price} />
      {remaining > 0 && (
        <p className="price-ends">
          Deal ends in{' '}
          <time className="countdown" dateTime={`PT${Math.ceil(remaining / 1000)}S`}>
            {formatCountdown(remaining)}
          </time>
        </p>
      )}
    </div>
  );
}

function UnitPrice({ amount, was, from = false }: { amount: number; was?: number; from?: boolean }) {
  return (
    <p className="price">
      {from && <span className="price-from">from </span>}
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
