import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, RowHeader, Table } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatPrice } from '@/lib/format';

import { exportDocuments } from '../api/export-documents';
import { useStats, type Stats, type StatsPeriod } from '../api/get-stats';
import { useUpdateSettings } from '../api/update-settings';
import { orderStateLabels, orderStates } from '../order-state';
import { bucketLabel, isPreset, presetPeriod, presets, type Preset } from './period';
import { RevenueChart } from './revenue-chart';
import './overview.css';

/** The admins' Overview: a period's sales, orders by state, top tools, low stock, stock alerts and orders about to expire. */
export function Overview() {
  // The period lives in the URL (?period=7d, or ?period=dates&from=…&to=…), so a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('period');
  const preset: Preset = isPreset(requested) ? requested : '30d';
  const period: StatsPeriod =
    preset === 'dates'
      ? { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' }
      : presetPeriod(preset, new Date());
  const { data: stats, error, isPending } = useStats(period);
  const fieldErrors = isApiError(error, 400) ? error.fields : {};

  return (
    <div className="overview">
      <PeriodPicker
        preset={preset}
        period={period}
        errors={fieldErrors}
        onChange={(next, dates) => setSearchParams(next === 'dates' ? { period: next, ...dates } : { period: next })}
      />
      {isPending ? (
        <Spinner label="Loading the overview" />
      ) : error ? (
        !isApiError(error, 400) && <ErrorText>{error.message}</ErrorText>
      ) : (
        <>
          {stats.databaseDamage && (
            <div className="damage-banner" role="alert">
              <strong>The shop's database is damaged.</strong> Restore it from a backup (README, Backups) before more is
              lost: {stats.databaseDamage}
            </div>
          )}
          <Figures stats={stats} />
        </>
      )}
    </div>
  );
}

type PeriodPickerProps = {
  preset: Preset;
  period: StatsPeriod;
  errors: Record<string, string>;
  onChange: (preset: Preset, dates?: StatsPeriod) => void;
};

function PeriodPicker({ preset, period, errors, onChange }: PeriodPickerProps) {
  const [dates, setDates] = useState(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('dates', dates);
  };
  return (
    <div className="overview-period">
      <div role="group" aria-label="Period" className="overview-presets">
        {(Object.keys(presets) as Preset[]).map((option) => (
          <button
            key={option}
            type="button"
            className={option === preset ? 'button' : 'button button-secondary'}
            aria-pressed={option === preset}
            onClick={() => (option === 'dates' ? onChange('dates', period) : onChange(option))}
          >
            {presets[option]}
          </button>
        ))}
      </div>
      {preset === 'dates' && (
        <form className="overview-dates" onSubmit={submit} noValidate>
          <Field label="From" type="date" value={dates.from} error={errors.from}
            onChange={(event) => setDates({ ...dates, from: event.target.value })} />
          <Field label="To" type="date" value={dates.to} error={errors.to}
            onChange={(event) => setDates({ ...dates, to: event.target.value })} />
          <button type="submit" className="button">
            Show
          </button>
        </form>
      )}
    </div>
  );
}

function Figures({ stats }: { stats: Stats }) {
  const by = stats.bucket === 'day' ? 'day' : 'month';
  return (
    <>
      <dl className="overview-figures">
        <div>
          <dt>Revenue</dt>
          <dd>{formatPrice(stats.revenue)}</dd>
          <dd className="overview-detail">
            {formatPrice(stats.paid)} paid, {formatPrice(stats.refunded)} refunded
          </dd>
        </div>
        <div>
          <dt>Orders paid</dt>
          <dd>{stats.orders}</dd>
        </div>
        <div>
          <dt>Units sold</dt>
          <dd>{stats.units}</dd>
          <dd className="overview-detail">{stats.unitsRefunded} refunded</dd>
        </div>
        <div>
          <dt>Net sales</dt>
          <dd>{formatPrice(stats.netSales)}</dd>
          <dd className="overview-detail">after {formatPrice(stats.discounts)} of discounts</dd>
        </div>
        <div>
          <dt>Tax collected</dt>
          <dd>{formatPrice(stats.taxCollected)}</dd>
          {stats.taxByName.length > 0 && (
            <dd className="overview-detail">
              <ul className="overview-taxes" aria-label="Tax by name">
                {stats.taxByName.map((tax) => (
                  <li key={tax.name}>
                    <span>{tax.name}</span> <span>{formatPrice(tax.tax)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          )}
        </div>
        <div>
          <dt>Shipping charged</dt>
          <dd>{formatPrice(stats.shipping)}</dd>
        </div>
      </dl>
      <DocumentsExport stats={stats} />

      <section aria-labelledby="overview-revenue">
        <h2 id="overview-revenue">Revenue by {by}</h2>
        <RevenueChart stats={stats} />
        <details className="overview-series">
          <summary>Revenue by {by} as a table</summary>
          <table >
            <caption className="visually-hidden">Revenue and orders paid by {by}</caption>
            <thead>
              <tr>
                <th scope="col">{by === 'day' ? 'Day' : 'Month'}</th>
                <th scope="col">Revenue</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {stats.series.map((point) => (
                <tr key={point.start}>
                  <th scope="row">{bucketLabel(point.start, stats.bucket)}</th>
                  <td>{formatPrice(point.revenue)}</td>
                  <td>{point.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="overview-states">
        <h2 id="overview-states">Orders placed, by state</h2>
        <ul className="overview-states">
          {orderStates.map((state) => (
            <li key={state}>
              <span>{orderStateLabels[state]}</span> <strong>{stats.ordersByState[state] ?? 0}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="overview-top">
        <h2 id="overview-top">Top tools</h2>
        {stats.topTools.length === 0 ? (
          <p>No sales in this period.</p>
        ) : (
          <Table caption="Top tools by revenue, net of tax and refunds" columns={['Tool', 'Revenue', 'Units']} numeric={['Revenue', 'Units']}>
            {stats.topTools.map((tool) => (
              <Row key={tool.toolId || tool.name}>
                <RowHeader label="Tool">{tool.name}</RowHeader>
                <Cell label="Revenue" numeric>{formatPrice(tool.revenue)}</Cell>
                <Cell label="Units" numeric>{tool.units}</Cell>
              </Row>
            ))}
          </Table>
        )}
      </section>

      <section aria-labelledby="overview-low">
        <h2 id="overview-low">Low stock</h2>
        {stats.lowStock.length === 0 ? (
          <p>No tool is low on stock.</p>
        ) : (
          <Table caption="Tools low on stock" columns={['Tool', 'In stock', 'Threshold']} numeric={['In stock', 'Threshold']}>
            {/* The server names each of a tool's variants low on stock as a row of its own. */}
            {stats.lowStock.map((tool) => (
              <Row key={`${tool._id}:${tool.variantId ?? ''}`}>
                <RowHeader label="Tool">{tool.name}</RowHeader>
                <Cell label="In stock" numeric>{tool.availableQuantity}</Cell>
                <Cell label="Threshold" numeric>{tool.threshold}</Cell>
              </Row>
            ))}
          </Table>
        )}
        <ThresholdForm threshold={stats.lowStockThreshold} />
      </section>

      <section aria-labelledby="overview-alerts">
        <h2 id="overview-alerts">Stock alerts</h2>
        {stats.stockAlerts.length === 0 ? (
          <p>No sale has taken a tool below its threshold yet.</p>
        ) : (
          <Table caption="Stock alerts, newest first" columns={['Tool', 'Left in stock', 'Threshold', 'When', 'Admins mailed']} numeric={['Left in stock', 'Threshold']}>
            {stats.stockAlerts.map((alert) => (
              <Row key={alert._id}>
                <RowHeader label="Tool">{alert.toolName}</RowHeader>
                <Cell label="Left in stock" numeric>{alert.stock}</Cell>
                <Cell label="Threshold" numeric>{alert.threshold}</Cell>
                <Cell label="When">{formatDateTime(alert.at)}</Cell>
                <Cell label="Admins mailed">{alert.mailedAt ? formatDateTime(alert.mailedAt) : 'Not yet'}</Cell>
              </Row>
            ))}
          </Table>
        )}
      </section>

      <section aria-labelledby="overview-expiring">
        <h2 id="overview-expiring">Unpaid orders about to expire</h2>
        {stats.expiring.length === 0 ? (
          <p>No unpaid order expires in the next 15 minutes.</p>
        ) : (
          <Table caption="Unpaid orders about to expire" columns={['Order', 'Customer', 'Tool', 'Total', 'Hold ends']} numeric={['Total']}>
            {stats.expiring.map((order) => (
              <Row key={order._id}>
                <RowHeader label="Order">{order.orderNumber}</RowHeader>
                <Cell label="Customer">{order.customerName}</Cell>
                <Cell label="Tool">{order.toolsName}</Cell>
                <Cell label="Total" numeric>{formatPrice(order.price)}</Cell>
                <Cell label="Hold ends">{order.expiresAt ? formatDateTime(order.expiresAt) : ''}</Cell>
              </Row>
            ))}
          </Table>
        )}
      </section>
    </>
  );
}

/** The accountant's file of the period's invoices and credit notes, whose columns sum to the figures above. */
function DocumentsExport({ stats }: { stats: Stats }) {
  const exporting = useMutation({ mutationFn: () => exportDocuments(stats) });
  return (
    <div className="overview-export">
      <p>Net sales, tax and shipping take off the refunds made in the period.</p>
      <button type="button" className="button button-secondary" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
        Invoices and credit notes (CSV)
      </button>
      {exporting.error && <ErrorText>{exporting.error.message}</ErrorText>}
    </div>
  );
}

/** The shop's low stock threshold; empty or 0 means twice each tool's minimum order. */
function ThresholdForm({ threshold }: { threshold: number }) {
  const [value, setValue] = useState(threshold ? String(threshold) : '');
  const update = useUpdateSettings();
  const hintId = useId();
  const error = isApiError(update.error, 400) ? update.error.fields.lowStockThreshold : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { lowStockThreshold: value.trim() === '' ? 0 : Number(value) },
      { onSuccess: () => toast.success('Low stock threshold saved') },
    );
  };
  return (
    <form className="overview-threshold" onSubmit={submit} noValidate aria-describedby={hintId}>
      <Field
        label="Low stock below"
        type="number"
        min={0}
        inputMode="numeric"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button button-secondary" disabled={update.isPending}>
        Save
      </button>
      <p id={hintId} className="field-hint">
        Empty or 0: twice each tool&apos;s minimum order.
      </p>
    </form>
  );
}
