import { z } from 'zod';
import { admin, defineRoute, fileResponse } from '../../http/route';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS } from './export-service';
import { paymentListQuery } from './schemas';

/** GET /admin/payments/export query: the list's own filters (same schema, same 422s) and the format. */
export const paymentExportQuery = paymentListQuery.safeExtend({ format: z.enum(EXPORT_FORMATS, { error: 'EXPORT_FORMAT_INVALID' }) });

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
  defineRoute({
    method: 'get',
    path: '/admin/payments/export',
    summary: "The filtered payments as a CSV (UTF-8 with BOM) or XLSX file, streamed; the list's filters, newest first",
    tag: 'payments',
    access: admin('payments.export'),
    query: paymentExportQuery,
    labels: { ...LIST_QUERY_LABELS, format: 'FIELD_FORMAT' },
    audit: 'payments.export',
    response: fileResponse(EXPORT_CONTENT_TYPES),
    handler: async ({ query, services }) => {
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
    },
  }),
];
