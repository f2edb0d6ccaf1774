import { useParams, useSearchParams } from 'react-router';

import { PageHead } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentUrl } from '@/features/orders/api/get-invoice';
import { useOrder } from '@/features/orders/api/get-order';

/** An order's invoice, or with ?creditNote=n the credit note of its refund n: shown and saved as PDF. */
export default function InvoiceRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const n = Number(params.get('creditNote')) || undefined;
  const order = useOrder(id);
  const document = useDocumentUrl(id, n);
  const name = n
    ? `CN-${String(order.data?.refunds[n - 1]?.creditNote?.number ?? '').padStart(6, '0')}`
    : `INV-${String(order.data?.invoice?.number ?? '').padStart(6, '0')}`;

  return (
    <section className="invoice-page" aria-label={n ? 'Credit note' : 'Invoice'}>
      <PageHead title={`${n ? 'Credit note' : 'Invoice'} of order ${order.data?.orderNumber ?? ''}`} description="Your Toolshop invoice." />
      <h2>
        {n ? 'Credit note' : 'Invoice'} {name}
      </h2>
      {document.isPending ? (
        <Spinner label="Loading the document" />
      ) : document.error ? (
        <ErrorText>{document.error.message}</ErrorText>
      ) : (
        <>
          <a className="button" href={document.data} download={`${name}.pdf`}>
            Download {name}.pdf
          </a>
          <object data={document.data} type="application/pdf" className="invoice-document" aria-label={name}>
            <p>Your browser shows no PDF here: download it above.</p>
          </object>
        </>
      )}
    </section>
  );
}
