import { useState } from 'react';

import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { CheckboxField, Field } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, RowHeader, Table } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useEditDialog } from '@/hooks/use-edit-dialog';
import { formatDateTime } from '@/lib/format';
import { useForm } from '@/lib/form';
import { LIST_PAGE_SIZE } from '@/lib/list-page';

import {
  chosenEvents,
  toWebhookForm,
  toWebhookInput,
  useCreateWebhook,
  webhookSchema,
  type WebhookInput,
} from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import {
  useWebhooks,
  webhookEvents,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from '../api/get-webhooks';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import './webhooks.css';

/**
 * The webhook endpoints: each with its events, whether it is on, its newest delivery and its
 * delivery log; a form to add one (its signing secret shown once) or change one.
 */
export function Webhooks() {
  const list = useWebhooks();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const { editing, open, mutation, close, done } = useEditDialog<WebhookEndpoint, typeof create, typeof update>(create, update);
  const [secret, setSecret] = useState<string | null>(null);
  const deletion = useConfirmedMutation<WebhookEndpoint>(useDeleteWebhook(), {
    variables: (endpoint) => endpoint._id,
    successMessage: (endpoint) => `${endpoint.url} deleted`,
  });

  const submit = (input: WebhookInput) => {
    if (editing === 'new') {
      create.mutate(input, {
        onSuccess: (created) => {
          done('Endpoint added')();
          setSecret(created.secret);
        },
      });
    } else if (editing) {
      update.mutate({ id: editing._id, input }, { onSuccess: done('Endpoint updated') });
    }
  };

  return (
    <section className="section webhooks" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className="section-title">
        Webhooks
      </h2>
      <p className="muted">
        The shop posts what happens (orders, low stock, catalogue changes) to your endpoints as JSON, signed with each
        endpoint's secret, and retries for three days when an endpoint fails.
      </p>
      <button type="button" className="button align-start" onClick={() => open('new')}>
        Add endpoint
      </button>
      {list.isPending ? (
        <Spinner label="Loading webhook endpoints" />
      ) : list.error ? (
        <ErrorText>{list.error.message}</ErrorText>
      ) : list.data.length === 0 ? (
        <p className="muted">No endpoints yet: add one to have the shop post its events to it.</p>
      ) : (
        <ul className="webhook-list" aria-label="Webhook endpoints">
          {list.data.map((endpoint) => (
            <EndpointCard key={endpoint._id} endpoint={endpoint} onEdit={() => open(endpoint)} onDelete={() => deletion.ask(endpoint)} />
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} title={editing === 'new' || editing === null ? 'Add endpoint' : `Edit ${editing.url}`} onClose={close}>
        {editing !== null && (
          <WebhookForm
            endpoint={editing === 'new' ? undefined : editing}
            busy={mutation.isPending}
            serverError={mutation.error}
            onSubmit={submit}
          />
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            Close
          </button>
        </div>
      </Dialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete this endpoint?"
        message={`${deletion.pending?.url ?? ''} will be deleted with its delivery log, and gets no more events.`}
        confirmLabel="Delete"
      />
    </section>
  );
}

const eventLabel = (type: string) => webhookEvents.find((event) => event.type === type)?.label ?? 'Test event';

type EndpointCardProps = { endpoint: WebhookEndpoint; onEdit: () => void; onDelete: () => void };

/** One endpoint: what it gets, whether it is on, how its newest delivery went, and what can be done. */
function EndpointCard({ endpoint, onEdit, onDelete }: EndpointCardProps) {
  const [showLog, setShowLog] = useState(false);
  const test = useSendTestWebhook();
  const toggle = useUpdateWebhook();
  const on = endpoint.disabledAt === null;
  const logId = `webhook-log-${endpoint._id}`;

  const sendTest = () =>
    test.mutate(endpoint._id, {
      onSuccess: () => {
        toast.success(`Test event sent to ${endpoint.url}`);
        setShowLog(true);
      },
    });
  const switchTo = (enabled: boolean) =>
    toggle.mutate(
      { id: endpoint._id, input: { ...toWebhookInput(toWebhookForm(endpoint)), enabled } },
      { onSuccess: () => toast.success(`${endpoint.url} switched ${enabled ? 'on' : 'off'}`) },
    );

  return (
    <li className="card webhook">
      <div className="webhook-head">
        <h3 className="break-anywhere">{endpoint.url}</h3>
        {on ? <span className="badge badge-success">On</span> : <span className="badge badge-warning">Off</span>}
      </div>
      {endpoint.description && <p>{endpoint.description}</p>}
      {endpoint.failing && !on && (
        <p className="field-error">
          Switched off by the shop on {formatDateTime(endpoint.disabledAt ?? '')}: its deliveries failed for three days.
          Switch it on once its receiver works again.
        </p>
      )}
      <ul className="tags" aria-label="Events">
        {webhookEvents
          .filter(({ type }) => endpoint.events.includes(type))
          .map(({ type }) => (
            <li key={type}>{type}</li>
          ))}
      </ul>
      <p>
        Last delivery:{' '}
        {endpoint.lastDelivery ? (
          <>
            {eventLabel(endpoint.lastDelivery.type)}, <DeliveryStatus delivery={endpoint.lastDelivery} />
          </>
        ) : (
          'none yet'
        )}
      </p>
      <div className="webhook-actions">
        <button type="button" className="button button-secondary" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </button>
        <button type="button" className="button button-secondary" disabled={!on || test.isPending} onClick={sendTest}>
          Send a test event
        </button>
        <button type="button" className="button button-secondary" aria-label={`Edit ${endpoint.url}`} onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button-secondary" disabled={toggle.isPending} onClick={() => switchTo(!on)}>
          {on ? 'Switch off' : 'Switch on'}
        </button>
        <button type="button" className="button button-danger" aria-label={`Delete ${endpoint.url}`} onClick={onDelete}>
          Delete
        </button>
      </div>
      {showLog && <DeliveryLog id={logId} endpoint={endpoint} />}
    </li>
  );
}

const statusBadges: Record<WebhookDeliveryStatus, { className: string; label: string }> = {
  pending: { className: 'badge', label: 'Pending' },
  retrying: { className: 'badge badge-info', label: 'Retrying' },
  delivered: { className: 'badge badge-success', label: 'Delivered' },
  failed: { className: 'badge badge-warning', label: 'Failed' },
};

function StatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { className, label } = statusBadges[status];
  return <span className={className}>{label}</span>;
}

/** A delivery's status, its answer's code and when: "Delivered (200) Jan 1, 2026, 10:00 AM". */
function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <>
      <StatusBadge status={delivery.status} />
      {delivery.statusCode > 0 && ` (${delivery.statusCode})`}
      {delivery.lastAttemptAt && ` ${formatDateTime(delivery.lastAttemptAt)}`}
    </>
  );
}

/** An endpoint's deliveries, newest first, a page at a time, each of which can be sent again. */
function DeliveryLog({ id, endpoint }: { id: string; endpoint: WebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const { data: list, error, isPending } = useWebhookDeliveries(endpoint._id, (page - 1) * LIST_PAGE_SIZE);
  const resend = useResendWebhookDelivery();
  const sendAgain = (delivery: WebhookDelivery) =>
    resend.mutate(delivery._id, { onSuccess: () => toast.success(`${eventLabel(delivery.type)} sent again`) });

  return (
    <div id={id} className="webhook-log">
      <h4>Delivery log</h4>
      {isPending ? (
        <Spinner label="Loading deliveries" />
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
      ) : list.total === 0 ? (
        <p className="muted">No deliveries yet: send a test event to try the endpoint.</p>
      ) : (
        <>
          <Table caption={`Deliveries to ${endpoint.url}`} columns={['Event', 'Status', 'Code', 'Attempts', 'Time', 'Actions']} numeric={['Code', 'Attempts']}>
            {list.items.map((delivery) => (
              <Row key={delivery._id}>
                <RowHeader label="Event">
                  {eventLabel(delivery.type)}
                  <span className="muted webhook-note">{delivery.type}</span>
                </RowHeader>
                <Cell label="Status">
                  <StatusBadge status={delivery.status} />
                  {delivery.error && <span className="muted webhook-note">{delivery.error}</span>}
                  {delivery.status === 'retrying' && delivery.nextAttemptAt && (
                    <span className="muted webhook-note">Next try {formatDateTime(delivery.nextAttemptAt)}</span>
                  )}
                </Cell>
                <Cell label="Code" numeric>
                  {delivery.statusCode || '—'}
                </Cell>
                <Cell label="Attempts" numeric>
                  {delivery.attempts}
                </Cell>
                <Cell label="Time">{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</Cell>
                <Cell label="Actions" className="cell-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Send again ${delivery.type} ${delivery.eventId}`}
                    disabled={endpoint.disabledAt !== null || resend.isPending}
                    onClick={() => sendAgain(delivery)}
                  >
                    Send again
                  </button>
                </Cell>
              </Row>
            ))}
          </Table>
          <Pager label="deliveries" list={list} page={page} onPage={setPage} />
        </>
      )}
    </div>
  );
}

type WebhookFormProps = {
  /** The endpoint to change; none to add one. */
  endpoint?: WebhookEndpoint;
  busy: boolean;
  serverError: Error | null;
  onSubmit: (input: WebhookInput) => void;
};

function WebhookForm({ endpoint, busy, serverError, onSubmit }: WebhookFormProps) {
  const form = useForm(toWebhookForm(endpoint), webhookSchema, serverError);
  const chosen = chosenEvents(form.values);
  const choose = (type: string, on: boolean) =>
    form.setValue('events', (on ? [...chosen, type] : chosen.filter((t) => t !== type)).join(','));
  const eventsError = form.field('events').error;

  return (
    <form noValidate className="form" onSubmit={form.handleSubmit((values) => onSubmit(toWebhookInput(values)))}>
      <Field
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint="Where the shop posts its events. It must answer within 10 seconds."
        {...form.field('url')}
      />
      <Field label="Description" hint="Optional: what receives the events, e.g. the warehouse." {...form.field('description')} />
      <fieldset className="webhook-events" aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend>Events</legend>
        {webhookEvents.map((event) => (
          <CheckboxField
            key={event.type}
            label={`${event.label} (${event.type})`}
            value={chosen.includes(event.type) ? 'true' : ''}
            onChange={(value) => choose(event.type, value === 'true')}
          />
        ))}
        {eventsError && (
          <p id="webhook-events-error" className="field-error">
            {eventsError}
          </p>
        )}
      </fieldset>
      {endpoint && (
        <CheckboxField label="On: post events to it" value={form.values.enabled} onChange={(value) => form.setValue('enabled', value)} />
      )}
      <button type="submit" className="button align-start" disabled={busy}>
        {endpoint ? 'Save changes' : 'Add endpoint'}
      </button>
    </form>
  );
}

/** The new endpoint's signing secret, shown this once, with a button that copies it. */
function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const copy = () =>
    navigator.clipboard
      .writeText(secret ?? '')
      .then(() => toast.success('Secret copied'))
      .catch(() => toast.error('Could not copy: select the secret and copy it'));
  return (
    <Dialog open={secret !== null} title="The endpoint's signing secret" onClose={onClose}>
      <p>
        Every delivery carries a Toolshop-Signature made with this secret, so that the receiver can tell it came from the
        shop. Keep it with the receiver: it is shown only now.
      </p>
      <code className="webhook-secret" aria-label="Signing secret">
        {secret}
      </code>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={copy}>
          Copy
        </button>
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
