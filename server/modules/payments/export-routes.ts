import { implement } from '../../http/route';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { paymentsContract as payments } from '../../../shared/contracts/payments.schemas';

/** A web stream over the chunks, read only as fast as the client takes them; a client that leaves stops the reads. */
function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

export const paymentExportRoutes = [
  implement(payments.export, { labels: { ...LIST_QUERY_LABELS, format: 'FIELD_FORMAT' } }, async ({ query, services }) => {
    const { format, page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
    const file = services.paymentExport.file(format, filters);
    return {
      file: new Response(streamOf(file.chunks), {
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      }),
      auditTarget: { type: 'payments', id: format, details: { format, ...filters } },
    };
  }),
];
